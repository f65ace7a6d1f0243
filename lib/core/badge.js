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
};
/** The colour of the badge: the penalty decides first, then the reward. */
export function badgeColour(input) {
    if (input.penalty !== 'none')
        return BADGE_COLOURS[input.penalty];
    if (input.reward !== 'none')
        return BADGE_COLOURS[input.reward];
    return BADGE_COLOURS.normal;
}
function escapeXml(text) {
    return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
// Verdana 11px averages about 6.5px per character; shields.io pads each side by 5px.
const textWidth = (text) => Math.round(text.length * 6.5) + 10;
/** The badge's right-hand text, e.g. `45/75 good`. */
export function badgeMessage(input) {
    const tier = input.penalty !== 'none' ? input.penalty : input.reward !== 'none' ? input.reward : '';
    return `${input.score}/${input.target}${tier ? ` ${tier}` : ''}`;
}
/** A flat shield as an SVG document. */
export function renderBadge(input) {
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
