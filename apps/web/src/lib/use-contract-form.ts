import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from './contract-resolver';
import { showRefusal } from './refusal';

export type ContractForm<Values extends FieldValues, Body> = UseFormReturn<
  Values,
  unknown,
  Body
> & {
  /** The form element's `onSubmit`: checks the values, then sends the body. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
};

export type ContractFormOptions<
  Values extends FieldValues,
  Schema extends z.ZodType<FieldValues>,
> = {
  schema: Schema;
  /** The body the schema checks, built from the form's values; the values themselves by default. */
  toBody?: (values: Values) => z.input<Schema>;
  defaultValues: DefaultValues<Values>;
  /** The fields a refusal may name, or how to list them from the values sent (a list's rows). */
  fields?: readonly Path<Values>[] | ((values: Values) => readonly Path<Values>[]);
  submit: (body: z.output<Schema>) => Promise<unknown>;
  onRefused?: () => void;
};

/**
 * A form checked by a schema of the contract and sent by `submit`, the setup each small form of
 * the app would otherwise repeat: the schema's rules show beside their fields before anything is
 * sent, and a refusal from the server goes under the fields it names (`fields`, by default the
 * form's top-level ones) and in the form's banner (`errors.root.server`); `onRefused` follows any
 * failure.
 */
export function useContractForm<Values extends FieldValues, Schema extends z.ZodType<FieldValues>>({
  schema,
  toBody = (values) => values as z.input<Schema>,
  defaultValues,
  fields,
  submit,
  onRefused,
}: ContractFormOptions<Values, Schema>): ContractForm<Values, z.output<Schema>> {
  // The schema and the body's shape of a form never change while it is open.
  const [resolver] = useState(() => contractResolver(schema, toBody));
  const form = useForm<Values, unknown, z.output<Schema>>({ resolver, defaultValues });
  const onSubmit = (event?: BaseSyntheticEvent) =>
    void form.handleSubmit(async (body) => {
      try {
        await submit(body);
      } catch (error) {
        const named =
          typeof fields === 'function'
            ? fields(form.getValues())
            : (fields ?? (Object.keys(defaultValues) as Path<Values>[]));
        showRefusal(error, form.setError, named);
        onRefused?.();
      }
    })(event);
  return { ...form, onSubmit };
}
