import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** The contract's rules read "must be …"; beside a field they start with a capital, as the server's do. */
function capitalised<T>(errors: T): T {
  if (!errors || typeof errors !== 'object') return errors;
  // Errors of a list (the FAQ, the tags) stay a list.
  const copy = (Array.isArray(errors) ? [] : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') copy[key] = value;
    else if (key === 'message' && typeof value === 'string')
      copy[key] = value.charAt(0).toUpperCase() + value.slice(1);
    else copy[key] = capitalised(value);
  }
  return copy as T;
}

/**
 * Checks a step's form with the contract's own schema of its body, so the form refuses exactly what
 * the server would, field by field. `toBody` builds the body from the form's values (switched-off
 * packages left out, say); the body's field paths are the form's, so each message lands beside its
 * field, as the server's 400 `field: rule` does. A valid form submits the parsed body.
 */
export function contractResolver<Form extends FieldValues, Schema extends z.ZodType<FieldValues>>(
  schema: Schema,
  toBody: (values: Form) => z.input<Schema>,
): Resolver<Form, unknown, z.output<Schema>> {
  const check = zodResolver(schema as never) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<Schema>
  >;
  return async (values, context, options) => {
    const result = await check(toBody(values) as FieldValues, context, options as never);
    return (
      Object.keys(result.errors).length > 0
        ? { values: {}, errors: capitalised(result.errors) as FieldErrors<Form> }
        : result
    ) as ResolverResult<Form, z.output<Schema>>;
  };
}
