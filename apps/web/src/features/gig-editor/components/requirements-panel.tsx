import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { REQUIREMENTS_MAX, REQUIREMENT_QUESTION_MAX } from '@giglane/contract/order-values';
import { gigRequirementsBody } from '@giglane/contract/orders';
import { FieldMessage, fieldDescribedBy } from '../../../components/field-message';
import { Icon } from '../../../components/icon';
import { orderQueries, useSaveGigRequirements } from '../../../lib/api/orders';
import { refusalOf, refusalRules } from '../../../lib/refusal';
import { Counter, Panel } from './editor-parts';

/**
 * The questions every buyer of the gig answers (at checkout or on the order's page). They have
 * their own endpoint, so each addition or removal is saved at once, apart from the step's form:
 * nothing here waits for "Save & continue".
 */
export function RequirementsPanel({ gigId }: { gigId: number }) {
  const saved = useQuery(orderQueries.requirements(gigId));
  const save = useSaveGigRequirements(gigId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const questions = saved.data ?? [];
  const full = questions.length >= REQUIREMENTS_MAX;

  const saveList = (next: string[], onSaved?: () => void) => {
    const checked = gigRequirementsBody.safeParse({ questions: next });
    if (!checked.success) {
      const rule = checked.error.issues[0]!.message;
      setProblem(rule.charAt(0).toUpperCase() + rule.slice(1));
      return;
    }
    setProblem(null);
    save.mutate(checked.data.questions, {
      onSuccess: onSaved,
      onError: (error) =>
        setProblem(
          refusalRules(refusalOf(error) ?? 'The questions could not be saved. Try again.')
            .map(({ rule }) => rule)
            .join(' '),
        ),
    });
  };

  const add = () => saveList([...questions, draft], () => setDraft(''));

  // The field sits inside the step's form: Enter adds the question instead of saving the step.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!save.isPending && !full) add();
  };

  return (
    <Panel
      title="Requirements"
      hint={`Up to ${REQUIREMENTS_MAX} questions every buyer answers to start an order. Saved as you add or remove them.`}
      className="mt-6"
    >
      {saved.isPending ? (
        <p className="text-sm text-slate-500">Loading your questions…</p>
      ) : saved.isError ? (
        <p role="alert" className="text-sm text-rose-600">
          {refusalOf(saved.error) ?? 'Your questions could not load.'}{' '}
          <button
            type="button"
            onClick={() => void saved.refetch()}
            className="font-semibold underline"
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          {questions.length === 0 ? (
            <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
              No questions: orders start as soon as they are placed.
            </p>
          ) : (
            <ol aria-label="Questions to every buyer" className="space-y-2">
              {questions.map((question, index) => (
                <li
                  key={`${index}-${question}`}
                  className="flex items-start gap-3 rounded-lg border border-slate-200 px-4 py-3"
                >
                  <span className="mt-0.5 text-sm font-bold text-slate-500">{index + 1}.</span>
                  <p className="min-w-0 flex-1 break-words text-sm text-slate-800">{question}</p>
                  <button
                    type="button"
                    disabled={save.isPending}
                    onClick={() => saveList(questions.filter((_, at) => at !== index))}
                    aria-label={`Remove question ${index + 1}`}
                    className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-slate-500 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-50"
                  >
                    <Icon name="trash" className="size-4" />
                    Remove
                  </button>
                </li>
              ))}
            </ol>
          )}
          {!full && (
            <div className="mt-4">
              <div className="mb-1.5 flex items-baseline justify-between gap-3">
                <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                  New question
                </label>
                <Counter length={draft.trim().length} max={REQUIREMENT_QUESTION_MAX} />
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id={id}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder="e.g. What is your brand's name, and who are your customers?"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={fieldDescribedBy(id, problem ?? undefined)}
                  className={`h-11 min-w-0 flex-1 rounded-md border bg-white px-3 text-[0.95rem] text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
                    problem
                      ? 'border-rose-500 focus:ring-rose-200'
                      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100'
                  }`}
                />
                <button
                  type="button"
                  onClick={add}
                  disabled={save.isPending}
                  className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60"
                >
                  <Icon name="plus" className="size-4" />
                  {save.isPending ? 'Saving…' : 'Add question'}
                </button>
              </div>
              <FieldMessage id={id} error={problem ?? undefined} />
            </div>
          )}
          {full && (
            <p className="mt-3 text-sm text-slate-500">
              {REQUIREMENTS_MAX} questions at most: remove one to add another.
            </p>
          )}
          {full && problem && (
            <p role="alert" className="mt-2 text-sm text-rose-600">
              {problem}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
