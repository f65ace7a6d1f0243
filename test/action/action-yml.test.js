// action.yml, the settings schema and the outputs agree: every input and output described, and
// action.yml's defaults are the schema's defaults.
import { describe, expect, it } from 'vitest';
import { INPUT_NAMES, parseInputs } from '../../src/action/inputs.js';
import { OUTPUT_NAMES } from '../../src/action/outputs.js';
import { readActionYml } from '../support/run-action.js';
describe('action.yml', () => {
    it('runs dist/index.js on node24 with branding', async () => {
        const yml = (await readActionYml());
        expect(yml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
        expect(yml.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
        expect(yml.description).toEqual(expect.any(String));
    });
    it('declares exactly the inputs the settings read, each described', async () => {
        const { inputs = {} } = await readActionYml();
        expect(Object.keys(inputs).sort()).toEqual([...INPUT_NAMES].sort());
        for (const [name, spec] of Object.entries(inputs)) {
            expect(spec.description, name).toMatch(/\S/);
        }
    });
    it("has the settings' defaults: parsing action.yml's defaults equals parsing nothing", async () => {
        const { inputs = {} } = await readActionYml();
        const fromYml = {};
        for (const name of INPUT_NAMES) {
            const value = inputs[name]?.default ?? '';
            fromYml[name] = name === 'token' ? 't' : value === '' ? undefined : value;
        }
        expect(parseInputs(fromYml)).toEqual(parseInputs({ token: 't' }));
        expect(inputs.token?.default).toBe('${{ github.token }}');
        expect(parseInputs({ token: 't' })['required-topics']).toEqual(['build.done']);
    });
    it('declares exactly the outputs the Action sets, each described', async () => {
        const { outputs = {} } = await readActionYml();
        expect(Object.keys(outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
        for (const [name, spec] of Object.entries(outputs)) {
            expect(spec.description, name).toMatch(/\S/);
        }
    });
});
describe('parseInputs', () => {
    it('splits lists on commas and newlines and drops blanks', () => {
        const inputs = parseInputs({ token: 't', agents: 'agent[bot],\n alice ,,', operators: '' });
        expect(inputs.agents).toEqual(['agent[bot]', 'alice']);
        expect(inputs.operators).toEqual([]);
    });
    it.each([
        [
            'mutation-warn-threshold',
            '101',
            "input 'mutation-warn-threshold' is not a number from 0 to 100",
        ],
        [
            'mutation-warn-threshold',
            '-1',
            "input 'mutation-warn-threshold' is not a number from 0 to 100",
        ],
        ['required-topics', ' , ', "input 'required-topics' names no topic"],
    ])('rejects %s=%j naming the input', (name, value, message) => {
        expect(() => parseInputs({ token: 't', [name]: value })).toThrow(message);
    });
    it('reads a threshold as a number', () => {
        expect(parseInputs({ token: 't', 'mutation-warn-threshold': '80' })['mutation-warn-threshold']).toBe(80);
    });
});
