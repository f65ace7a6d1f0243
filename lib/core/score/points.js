/** Point values, named after the table's rows. */
export const POINTS = {
    verifiedRequired: 10,
    verifiedOptional: 5,
    notVerified: -15,
    unclear: -2,
    /** Stacks with `notVerified`: a contradicted claim costs -45 in all. */
    groundTruthContradiction: -30,
    thumbsUp: 3,
    thumbsDown: -10,
};
/**
 * Points for one verdict. A ground-truth contradiction adds -30 to whatever the verdict is worth,
 * so a claim the source contradicts (not_verified + contradiction) is -45.
 */
export function pointsForVerdict(v) {
    let points;
    switch (v.verdict) {
        case 'verified':
            points = v.required ? POINTS.verifiedRequired : POINTS.verifiedOptional;
            break;
        case 'not_verified':
            points = POINTS.notVerified;
            break;
        case 'unclear':
            points = POINTS.unclear;
            break;
    }
    return v.groundTruthContradiction ? points + POINTS.groundTruthContradiction : points;
}
/** Points for an operator's 👍 (`up`, +3) or 👎 (`down`, -10). */
export function pointsForFeedback(direction) {
    return direction === 'up' ? POINTS.thumbsUp : POINTS.thumbsDown;
}
