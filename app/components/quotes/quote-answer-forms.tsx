import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { BUTTON } from "#app/components/orders/step-form.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { QUOTE_REASON_MAX, type QuoteAction } from "#core/rules/quote-flow.ts";
import { quotePath } from "#core/urls/quote-paths.ts";

/** The buyer's answers, in the order the page offers them: accepting first, declining last. */
export const ANSWER_INTENTS = ["accept", "request_changes", "decline"] as const;
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];

/** The quote page action's refusal of one answer's form (only that form shows its messages). */
export type QuoteAnswerFailure = ActionFailure & { intent: string };

/** What an answer names: the quote, and the revision (and version) the page showed. */
export interface AnsweredQuote {
  quoteId: number;
  revision: number;
  /** Absent where the page does not know it (the comparison): the revision's number alone is checked. */
  version?: number;
}

function Submit({ tone, children }: { tone: keyof typeof BUTTON; children: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON[tone]}>
      {children}
    </button>
  );
}

/**
 * One answer's form: a plain POST to the quote's own address, naming the answer, the revision
 * and its version, so it works without JavaScript and from another page (the comparison).
 */
function AnswerForm({
  intent,
  quote,
  children,
}: {
  intent: AnswerIntent;
  quote: AnsweredQuote;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={quotePath(quote.quoteId)}
      className="mt-3 space-y-3"
      data-answer-form={intent}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={quote.revision} />
      {quote.version === undefined ? null : <input type="hidden" name="version" value={quote.version} />}
      {children}
    </Form>
  );
}

/**
 * Accepting: what it does in words, the box the buyer ticks to say they accept (the server checks
 * it too), and the button. `idPrefix` keeps the box's id unique where several quotes are offered.
 */
export function AcceptQuoteForm({
  quote,
  failure,
  idPrefix,
  summary,
}: {
  quote: AnsweredQuote;
  failure: QuoteAnswerFailure | undefined;
  idPrefix: string;
  /** What is accepted, in a line ("Q-000012 for $8,100.00"). */
  summary: string;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-accept-confirmed`;
  const error = failure?.intent === "accept" ? failure.fields.confirmed : undefined;
  return (
    <AnswerForm intent="accept" quote={quote}>
      <p className="text-sm text-gray-700">{t("quotes.answer.accept.help")}</p>
      <div>
        <label htmlFor={id} className="flex items-start gap-2 text-sm">
          <input
            id={id}
            type="checkbox"
            name="confirmed"
            required
            className="mt-0.5 size-5 flex-none"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
          />
          <span>{t("quotes.answer.accept.confirm", { quote: summary })}</span>
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {t(error)}
          </p>
        ) : null}
      </div>
      <Submit tone="primary">{t("quotes.answer.accept.submit")}</Submit>
    </AnswerForm>
  );
}

/** A text the supplier reads (what to change, or why not), required, with its error tied to it. */
function WordsForm({
  intent,
  name,
  quote,
  failure,
  idPrefix,
}: {
  intent: "request_changes" | "decline";
  name: "comment" | "reason";
  quote: AnsweredQuote;
  failure: QuoteAnswerFailure | undefined;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${intent}-${name}`;
  const mine = failure?.intent === intent ? failure : undefined;
  const error = mine?.fields[name];
  const hint = error ? undefined : t(`quotes.answer.${intent}.hint`);
  return (
    <AnswerForm intent={intent} quote={quote}>
      <div>
        <FieldLabel htmlFor={id} marker>
          {t(`quotes.answer.${intent}.label`)}
        </FieldLabel>
        <textarea
          id={id}
          name={name}
          required
          maxLength={QUOTE_REASON_MAX}
          rows={4}
          dir="auto"
          defaultValue={mine?.values[name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={controlClass(false, "bg-white")}
        />
        <FieldHintAndError name={id} hint={hint} error={error} />
      </div>
      <Submit tone={intent === "decline" ? "danger" : "plain"}>{t(`quotes.answer.${intent}.submit`)}</Submit>
    </AnswerForm>
  );
}

const SUMMARY = {
  accept: `${BUTTON.primary} w-full cursor-pointer list-none sm:w-auto`,
  request_changes: `${BUTTON.plain} w-full cursor-pointer list-none sm:w-auto`,
  decline: `${BUTTON.danger} w-full cursor-pointer list-none sm:w-auto`,
};

/**
 * The answers the buyer may give now (exactly the actions the flow allows), each folded under its
 * button (a <details>, which opens without JavaScript) so nothing is sent by one click. A refused
 * answer keeps its form open with its messages and what was typed.
 */
export function QuoteAnswerForms({
  actions,
  quote,
  failure,
  acceptSummary,
}: {
  actions: readonly QuoteAction[];
  quote: AnsweredQuote;
  failure: QuoteAnswerFailure | undefined;
  acceptSummary: string;
}) {
  const { t } = useTranslation();
  const intents = ANSWER_INTENTS.filter((intent) => actions.includes(intent));
  if (!intents.length) return null;
  const prefix = `quote-${quote.quoteId}`;
  return (
    <section
      aria-labelledby="answer-title"
      className="rounded-lg border-2 border-brand-500 bg-white p-4"
      data-quote-answers
    >
      <h2 id="answer-title" className="font-semibold">
        {t("quotes.answer.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("quotes.answer.intro")}</p>
      <div className="mt-3 space-y-3">
        {intents.map((intent) => (
          <details
            key={intent}
            open={failure?.intent === intent}
            className="rounded-md open:border open:border-gray-200 open:p-3"
            data-answer={intent}
          >
            <summary className={SUMMARY[intent]}>{t(`quotes.answer.${intent}.title`)}</summary>
            {intent === "accept" ? (
              <AcceptQuoteForm quote={quote} failure={failure} idPrefix={prefix} summary={acceptSummary} />
            ) : (
              <WordsForm
                intent={intent}
                name={intent === "decline" ? "reason" : "comment"}
                quote={quote}
                failure={failure}
                idPrefix={prefix}
              />
            )}
          </details>
        ))}
      </div>
    </section>
  );
}
