/** 0 or 1. */
export type Flag = number;
/** ISO-8601 UTC timestamp. */
export type Timestamp = string;
