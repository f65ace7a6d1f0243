import { describe, expect, it } from 'vitest';
import { matchRoute } from './openapi.js';
import { validateBody, validateParameters, validateResponse } from './validate.js';
function operation(method, path) {
    const match = matchRoute(method, path);
    if (!match)
        throw new Error(`no route for ${method} ${path}`);
    return match;
}
describe('matchRoute', () => {
    it.each([
        ['GET', '/repos/o/r/issues/comments', '/repos/{owner}/{repo}/issues/comments'],
        ['GET', '/repos/o/r/issues/5/comments', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
        ['GET', '/repos/o/r/contents/a%2Fb.md', '/repos/{owner}/{repo}/contents/{path}'],
        ['GET', '/repos/o/r/contents/a/b.md', '/repos/{owner}/{repo}/contents/{path}'],
        ['PATCH', '/repos/o/r/check-runs/9', '/repos/{owner}/{repo}/check-runs/{check_run_id}'],
    ])('%s %s is %s', (method, path, template) => {
        expect(operation(method, path).route.template).toBe(template);
    });
    it('decodes parameters, keeping slashes of a trailing {path}', () => {
        expect(operation('GET', '/repos/o/r/contents/a%2Fb.md').params).toEqual({
            owner: 'o',
            repo: 'r',
            path: 'a/b.md',
        });
    });
    it('knows no route GitHub does not have', () => {
        expect(matchRoute('GET', '/repos/o/r/heartbeats')).toBeUndefined();
        expect(matchRoute('DELETE', '/repos/o/r/check-runs/9')).toBeUndefined();
    });
});
describe('validation against the description', () => {
    const list = operation('GET', '/repos/o/r/issues/1/comments').route.operation;
    const create = operation('POST', '/repos/o/r/check-runs').route.operation;
    it('coerces query parameters and rejects ones out of range', () => {
        const ok = validateParameters(list, { owner: 'o', repo: 'r', issue_number: '1' }, new URLSearchParams('per_page=100&page=2'));
        expect(ok).toEqual({
            values: { owner: 'o', repo: 'r', issue_number: 1, per_page: 100, page: 2 },
            problems: [],
        });
        const bad = validateParameters(list, { owner: 'o', repo: 'r', issue_number: 'x' }, new URLSearchParams('per_page=0'));
        expect(bad.problems).toHaveLength(2);
    });
    it('rejects a body missing a required field or with an unknown enum value', () => {
        expect(validateBody(create, { name: 'x', head_sha: 'a'.repeat(40) })).toEqual([]);
        expect(validateBody(create, { name: 'x' }).join()).toMatch(/head_sha/);
        expect(validateBody(create, { name: 'x', head_sha: 'a', status: 'done' }).join()).toMatch(/status/);
        expect(validateBody(create, undefined)).toEqual(['body is required']);
    });
    it('rejects a response missing what the schema requires, or with an undeclared success status', () => {
        expect(validateResponse(create, 201, { id: 1 }).join()).toMatch(/required property 'head_sha'/);
        expect(validateResponse(create, 200, {})).toEqual(['response status 200 is not declared']);
        expect(validateResponse(list, 200, [])).toEqual([]);
    });
});
