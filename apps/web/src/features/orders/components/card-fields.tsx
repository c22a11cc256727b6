import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TestCardOutcome } from '@giglane/contract/payment-values';
import { FormField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import type { PaymentSettings } from '../../../lib/api/payments';
import { slashedExpiry, spacedCardNumber, type CardForm } from '../utils/card-form';

type Props = {
  /** Each field's registration in the form that holds the card. */
  field: (name: keyof CardForm) => UseFormRegisterReturn;
  errors: Partial<Record<keyof CardForm, string>>;
  disabled?: boolean;
};

/** Reformats what was typed before the form reads it, so the field shows the card's own layout. */
function formatted(registration: UseFormRegisterReturn, format: (text: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}

/** The card's number, expiry, CVC and name, with the browser's autofill names. */
export function CardFields({ field, errors, disabled }: Props) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-4">
      <div className="col-span-2">
        <FormField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          disabled={disabled}
          error={errors.number}
          {...formatted(field('number'), spacedCardNumber)}
        />
      </div>
      <FormField
        label="Expiry (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        disabled={disabled}
        error={errors.expiry}
        {...formatted(field('expiry'), slashedExpiry)}
      />
      <FormField
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        disabled={disabled}
        error={errors.cvc}
        {...field('cvc')}
      />
      <div className="col-span-2">
        <FormField
          label="Name on card"
          autoComplete="cc-name"
          disabled={disabled}
          error={errors.name}
          {...field('name')}
        />
      </div>
    </div>
  );
}

const outcomes: Record<TestCardOutcome, string> = {
  succeeds: 'succeeds',
  generic_decline: 'is declined',
  insufficient_funds: 'is declined: insufficient funds',
  expired_card: 'is declined: expired card',
  requires_confirmation: 'asks for a confirmation step',
};

/** The test processor's cards, each with what it does and a button that fills it in. */
export function TestCards({
  cards,
  onUse,
}: {
  cards: PaymentSettings['testCards'];
  onUse: (number: string) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <details className="group mt-1.5">
      <summary className="cursor-pointer font-semibold text-amber-900 underline-offset-2 hover:underline">
        Test cards: any future expiry, any CVC
      </summary>
      <ul className="mt-2 space-y-1.5">
        {cards.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-mono text-[0.8rem]">{spacedCardNumber(card.number)}</span>
            <span>{outcomes[card.outcome]}</span>
            <button
              type="button"
              onClick={() => onUse(card.number)}
              aria-label={`Use the test card ${spacedCardNumber(card.number)}`}
              className="rounded border border-amber-400 bg-white px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-100"
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The card network's refusal, where the card was typed: why, and that nothing was taken. */
export function DeclineNotice({ reason, id }: { reason: string; id?: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm text-rose-900"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-bold">{reason}</strong> Nothing was charged. Check the details or
        try another card.
      </p>
    </div>
  );
}
