import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { NewPasswordSchema } from "#core/schemas/accounts.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * zxcvbn's score 3 means "about 10^8 guesses or more". Below it are the passwords of the common
 * list (49,000 of them) and what people build from them: "password1234", "iloveyou2024",
 * keyboard runs ("qwertyuiopas"), repeats and sequences, and the user's own name or e-mail.
 * A list-only check would refuse just the 308 listed passwords that reach 12 characters.
 */
const MIN_SCORE = 3;

// Built on first use: turning the bundled dictionaries into ranked lookups takes ~100 ms.
let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
};

/**
 * What is wrong with a new password, as a translation key, or undefined when it is acceptable:
 * too short or too long (the form schema's rule), or too easy to guess. `personal` holds what an
 * attacker would try first for this account (its e-mail, names).
 */
export function newPasswordProblem(password: string, personal: readonly (string | null | undefined)[] = []) {
  const shape = NewPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? "errors.passwordShort";
  const inputs = [
    "caravan",
    ...personal.flatMap((value) => (value ? [value, ...value.split(/[@.\s_-]+/)] : [])),
  ];
  return zxcvbn().check(
    password,
    inputs.filter((value) => value.length >= 3),
  ).score < MIN_SCORE
    ? "errors.passwordCommon"
    : undefined;
}

/** Throws the form error of newPasswordProblem on `field`, so it shows beside the password field. */
export function assertAcceptablePassword(
  password: string,
  personal: readonly (string | null | undefined)[],
  field = "password",
): void {
  const problem = newPasswordProblem(password, personal);
  if (problem) throw new AppError("invalid_data", problem, { [field]: problem });
}
