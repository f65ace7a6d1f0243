/** `now` as a canonical UTC ISO-8601 instant; anything else is an input error naming `--now`. */
export declare function parseNow(now: string): string;
