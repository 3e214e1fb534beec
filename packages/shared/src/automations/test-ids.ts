/** Readable UUIDs for tests: `uid(3)` → '00000000-0000-7000-8000-000000000003'. */
export const uid = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
