/**
 * An SVG shield for the README: the score against the target, coloured like the seed's status
 * pill (green when on track, red when penalised). Pure: a string in, a string out.
 */
import { cycleTier } from './cycle.js';
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
export const BADGE_COLOURS = {
  lockdown: '#e05d44',
  escalated: '#e05d44',
  tightened: '#fe7d37',
  warning: '#dfb317',
  outstanding: '#44cc11',
  excellent: '#44cc11',
  good: '#97ca00',
  normal: '#007ec6',
} as const;

/** The colour of the badge: the penalty decides first, then the reward. */
export function badgeColour(input: Pick<BadgeInput, 'penalty' | 'reward'>): string {
  return BADGE_COLOURS[cycleTier(input)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Verdana 11px averages about 6.5px per character; shields.io pads each side by 5px.
const textWidth = (text: string): number => Math.round(text.length * 6.5) + 10;

/** The badge's right-hand text, e.g. `45/75 good`. */
export function badgeMessage(input: BadgeInput): string {
  const tier = cycleTier(input);
  return `${input.score}/${input.target}${tier === 'normal' ? '' : ` ${tier}`}`;
}

/** A flat shield as an SVG document. */
export function renderBadge(input: BadgeInput): string {
  const label = input.label ?? 'heartbeat';
  const message = badgeMessage(input);
  const colour = badgeColour(input);
  const lw = textWidth(label);
  const mw = textWidth(message);
  const width = lw + mw;
  const l = escapeXml(label);
  const m = escapeXml(message);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${l}: ${m}">`,
    `<title>${l}: ${m}</title>`,
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${colour}"/><rect width="${width}" height="20" fill="url(#s)"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">`,
    `<text x="${lw / 2}" y="15" fill="#010101" fill-opacity=".3">${l}</text><text x="${lw / 2}" y="14">${l}</text>`,
    `<text x="${lw + mw / 2}" y="15" fill="#010101" fill-opacity=".3">${m}</text><text x="${lw + mw / 2}" y="14">${m}</text>`,
    `</g></svg>`,
    '',
  ].join('\n');
}
