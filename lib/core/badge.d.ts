/**
 * An SVG shield for the README: the score against the target, coloured like the seed's status
 * pill (green when on track, red when penalised). Pure: a string in, a string out.
 */
import type { PenaltyTier, RewardTier } from './model.js';
/** What the badge shows. */
export interface BadgeInput {
    score: number;
    target: number;
    penalty: PenaltyTier;
    reward: RewardTier;
    /** Left-hand text; default `heartbeat`. */
    label?: string;
}
/** shields.io's palette, so the badge sits well next to others. */
export declare const BADGE_COLOURS: {
    readonly lockdown: "#e05d44";
    readonly escalated: "#e05d44";
    readonly tightened: "#fe7d37";
    readonly warning: "#dfb317";
    readonly outstanding: "#44cc11";
    readonly excellent: "#44cc11";
    readonly good: "#97ca00";
    readonly normal: "#007ec6";
};
/** The colour of the badge: the penalty decides first, then the reward. */
export declare function badgeColour(input: Pick<BadgeInput, 'penalty' | 'reward'>): string;
/** The badge's right-hand text, e.g. `45/75 good`. */
export declare function badgeMessage(input: BadgeInput): string;
/** A flat shield as an SVG document. */
export declare function renderBadge(input: BadgeInput): string;
