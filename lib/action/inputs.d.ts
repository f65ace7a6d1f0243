/**
 * The Action's inputs, read once into one typed settings object. Defaults live here and in
 * action.yml, which a test holds in agreement; an empty input means "use the default".
 */
import { z } from 'zod';
/** The state branch used when neither the input nor the configuration names one. */
export declare const DEFAULT_STATE_BRANCH = "heartbeat-state";
/** Input name → its schema; the keys are exactly action.yml's inputs. */
export declare const InputsSchema: z.ZodObject<{
    token: z.ZodString;
    agents: z.ZodDefault<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>>;
    operators: z.ZodDefault<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>>;
    'required-topics': z.ZodDefault<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>>;
    'state-branch': z.ZodOptional<z.ZodString>;
    'mutation-warn-threshold': z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>>;
    config: z.ZodDefault<z.ZodString>;
}, z.core.$strip>;
/** The raw inputs as the runner passes them (`undefined` when empty). */
export type RawInputs = Partial<Record<keyof z.input<typeof InputsSchema>, string | undefined>>;
/** The parsed inputs. */
export type Inputs = z.infer<typeof InputsSchema>;
/** The input names, as action.yml spells them. */
export declare const INPUT_NAMES: (keyof Inputs)[];
/** Parses raw inputs; a bad one is an InputError naming the input. */
export declare function parseInputs(raw: RawInputs): Inputs;
/** Reads every input through `getInput` (core.getInput in the Action); empty means default. */
export declare function readInputs(getInput: (name: string) => string): Inputs;
