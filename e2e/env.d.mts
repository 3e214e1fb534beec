export declare const e2ePort: number;
export declare const e2eBaseUrl: string;
export declare const e2eDataDir: string;
