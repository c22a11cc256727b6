import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cancelOrderBody } from '@giglane/contract/orders';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithApp } from '../testing/render';
import { ApiError } from './api/client';
import { endpointUrl } from './api/endpoint-url';
import { useCancelOrder } from './api/orders';
import { useContractForm } from './use-contract-form';

/** A one-field form as the order page's are: the cancel reason, sent to the real API client. */
function ReasonForm({ onRefused }: { onRefused?: () => void }) {
  const cancel = useCancelOrder(7);
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitSuccessful },
  } = useContractForm<{ reason: string }, typeof cancelOrderBody>({
    schema: cancelOrderBody,
    defaultValues: { reason: '' },
    submit: (body) => cancel.mutateAsync(body),
    onRefused,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Reason
        <textarea {...register('reason')} />
      </label>
      {errors.reason && <p>Beside the field: {errors.reason.message}</p>}
      {errors.root?.server && <p>Banner: {errors.root.server.message}</p>}
      {isSubmitSuccessful && <p>Sent</p>}
      <button type="submit">Send</button>
    </form>
  );
}

const rowsSchema = z.object({ rows: z.array(z.object({ name: z.string() })) });

/** A list form, whose refusals name rows: `fields` lists them from the values sent. */
function RowsForm({ reply }: { reply: string }) {
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<z.input<typeof rowsSchema>, typeof rowsSchema>({
    schema: rowsSchema,
    defaultValues: { rows: [{ name: 'a' }, { name: 'b' }] },
    fields: ({ rows }) => rows.map((_, index) => `rows.${index}.name` as const),
    submit: () => Promise.reject(new ApiError(400, reply, 'Yêu cầu không hợp lệ!')),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <input aria-label="Row 1" {...register('rows.0.name')} />
      <input aria-label="Row 2" {...register('rows.1.name')} />
      <p>Row 2: {errors.rows?.[1]?.name?.message ?? 'fine'}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('refuses what the contract refuses, beside the field, before sending anything', async () => {
    const requests = stubFetch(() => ({ content: {} }));
    const { user } = renderWithApp(<ReasonForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Beside the field: Must not be blank')).toBeDefined();
    expect(requests).toEqual([]);
  });

  it('sends the body the contract parsed', async () => {
    const requests = stubFetch(() => ({ content: { id: 7 } }));
    const { user } = renderWithApp(<ReasonForm />);
    await user.type(screen.getByLabelText('Reason'), '  The brief changed  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent')).toBeDefined();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: endpointUrl('cancelOrder', { params: { id: 7 } }),
        body: { reason: 'The brief changed' },
      },
    ]);
  });

  it("puts the server's refusal under its field and in the banner, and says it was refused", async () => {
    stubFetch(() => ({ status: 400, content: 'reason: must be at most 1000 characters' }));
    let refused = 0;
    const { user } = renderWithApp(<ReasonForm onRefused={() => refused++} />);
    await user.type(screen.getByLabelText('Reason'), 'Too long, says the server');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Beside the field: Must be at most 1000 characters'),
    ).toBeDefined();
    expect(screen.getByText('Banner: reason: must be at most 1000 characters')).toBeDefined();
    expect(refused).toBe(1);
  });

  it('places the rules of a refusal under the rows it names, as the form sent them', async () => {
    const { user } = renderWithApp(<RowsForm reply="rows.1.name: must not be blank" />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Row 2: Must not be blank')).toBeDefined();
  });
});
