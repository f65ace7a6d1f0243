/** The `now` every time-dependent command takes: validated once, then passed down. */
import { InputError } from '../errors.js';
/** `now` as a canonical UTC ISO-8601 instant; anything else is an input error naming `--now`. */
export function parseNow(now) {
    const ms = Date.parse(now);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(now) || Number.isNaN(ms)) {
        throw new InputError(`--now: not an ISO-8601 instant: ${JSON.stringify(now)}`);
    }
    return new Date(ms).toISOString();
}
