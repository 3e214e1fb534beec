import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the feature schemas.
 * `position` holds fractional-indexing keys, which sort by bytes: `COLLATE "C"` (ARCHITECTURE §2).
 */
export const positionKey = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'text COLLATE "C"';
  },
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
