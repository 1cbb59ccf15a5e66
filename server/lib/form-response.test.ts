import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flatConsoleMessages } from "#core/i18n/console-messages.ts";
import { extendTranslator } from "#core/i18n/i18n.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { errorBody } from "../api/error-response.ts";
import { AppError, describeError } from "./errors.ts";
import { formFailure, toActionFailure } from "./form-response.ts";
import { translator } from "./i18n.ts";

const en = extendTranslator(flatConsoleMessages("en"), translator("en"));

/** What a person reads on the refused form: the message over it and each field's. */
function seen(failure: ActionFailure) {
  return {
    form: failure.formError === undefined ? undefined : en(failure.formError),
    fields: Object.fromEntries(Object.entries(failure.fields).map(([name, key]) => [name, en(key)])),
  };
}

const answer = (error: unknown, values: Record<string, string> = {}) => toActionFailure(error, values);

describe("AppError", () => {
  it("carries the code's message key unless the thrower names one", () => {
    expect(new AppError("not_found").messageKey).toBe("errors.not_found");
    expect(new AppError("conflict", "auth.alreadyConfirmed").messageKey).toBe("auth.alreadyConfirmed");
    expect(new AppError("conflict").status).toBe(409);
  });
});

describe("the one adapter from an error to a form's answer", () => {
  it("shows an AppError's own message over the form, with its status", () => {
    const { status, failure } = answer(
      new AppError("conflict", "console.campaigns.members.keepUnsubscribed"),
    );
    expect(status).toBe(409);
    expect(seen(failure)).toEqual({
      form: en("console.campaigns.members.keepUnsubscribed"),
      fields: {},
    });
    expect(failure.formError).toBe("console.campaigns.members.keepUnsubscribed");
  });

  it("shows a code's own message when the error names none and has no fields", () => {
    expect(seen(answer(new AppError("not_allowed")).failure)).toEqual({
      form: "You are not allowed to do this.",
      fields: {},
    });
  });

  it("puts field messages on their fields; the generic 'check the fields' is not repeated over them", () => {
    const { status, failure } = answer(
      new AppError("invalid_data", undefined, { password: "errors.passwordMismatch" }),
    );
    expect(status).toBe(400);
    expect(seen(failure)).toEqual({
      form: undefined,
      fields: { password: "The passwords do not match." },
    });
  });

  it("does not repeat a field's own message over the form, and keeps a different one", () => {
    const taken = answer(
      new AppError("conflict", "errors.emailTaken", { email: "errors.emailTaken" }),
    ).failure;
    expect(seen(taken)).toEqual({
      form: undefined,
      fields: { email: "An account with this e-mail address already exists." },
    });
    const both = answer(new AppError("not_allowed", "comments.notYours", { text: "errors.tooLong" })).failure;
    expect(seen(both)).toEqual({ form: en("comments.notYours"), fields: { text: "This is too long." } });
  });

  it("reads the form-wide entry of the fields as the form's message", () => {
    const { failure } = answer(
      new AppError("invalid_data", "errors.invalidCredentials", { form: "errors.invalidCredentials" }),
    );
    expect(seen(failure)).toEqual({ form: "The e-mail address or password is not correct.", fields: {} });
  });

  it("turns a ZodError into field messages with status 400", () => {
    const schema = z.object({
      email: z.string().email("errors.email"),
      name: z.string().min(1, "errors.required"),
    });
    const parsed = schema.safeParse({ email: "nope", name: "" });
    if (parsed.success) throw new Error("the input must fail");
    const { status, failure } = answer(parsed.error, { email: "nope", name: "" });
    expect(status).toBe(400);
    expect(seen(failure)).toEqual({
      form: undefined,
      fields: { email: "Enter a valid e-mail address.", name: "*Required Field" },
    });
    expect(failure.values).toEqual({ email: "nope", name: "" });
  });

  it("answers an unknown fault with the generic message and 500, never its own text", () => {
    const fault = new Error("connect ECONNREFUSED 10.0.0.7:5432 password=hunter2");
    const { status, failure } = answer(fault, { email: "a@b.co" });
    expect(status).toBe(500);
    expect(seen(failure)).toEqual({ form: "Something went wrong", fields: {} });
    expect(JSON.stringify(failure)).not.toMatch(/ECONNREFUSED|hunter2/);
    expect(answer("a thrown string").failure.formError).toBe("errors.server");
  });

  it("never sends a password back to refill the form", () => {
    const { failure } = answer(new AppError("invalid_data", "errors.currentPasswordWrong"), {
      currentPassword: "old secret",
      password: "new secret",
      email: "a@b.co",
    });
    expect(failure.values).toEqual({ email: "a@b.co" });
  });

  it("answers a route action with the status, the action's marks and placeholder values", () => {
    const answered = formFailure(
      new AppError("rate_limited", "auth.throttle.slow", { form: "auth.throttle.slow" }),
      {},
      {
        extra: { intent: "login" },
        formErrorValues: { wait: "3 seconds" },
        headers: { "Retry-After": "3" },
      },
    );
    expect(answered.init?.status).toBe(429);
    expect(new Headers(answered.init?.headers).get("Retry-After")).toBe("3");
    expect(answered.data).toEqual({
      ok: false,
      intent: "login",
      formError: "auth.throttle.slow",
      formErrorValues: { wait: "3 seconds" },
      fields: {},
      values: {},
    });
  });

  it("throws a fault on from a route action, for the server to log and the error page to show", () => {
    const fault = new TypeError("cannot read properties of undefined");
    expect(() => formFailure(fault, {})).toThrow(fault);
  });
});

describe("the same error as the API's answer", () => {
  it("translates the error's own key, its fields, and keeps the shape", () => {
    const error = new AppError("conflict", "errors.emailTaken", { email: "errors.emailTaken" });
    expect(errorBody("en", error.code, error.fields, error.messageKey)).toEqual({
      error: {
        code: "conflict",
        message: "An account with this e-mail address already exists.",
        fields: { email: "An account with this e-mail address already exists." },
      },
    });
  });

  it("translates the console's keys too, and falls back to the code's message for a key without text", () => {
    expect(
      errorBody("en", "conflict", undefined, "console.campaigns.members.keepUnsubscribed").error.message,
    ).toBe(en("console.campaigns.members.keepUnsubscribed"));
    expect(errorBody("en", "conflict", undefined, "no.such.key").error.message).toBe(
      "This conflicts with existing data.",
    );
  });

  it("describes a fault as server_error with the generic key only", () => {
    expect(describeError(new Error("secret detail"))).toEqual({
      status: 500,
      code: "server_error",
      messageKey: "errors.server",
      fields: undefined,
      refusal: false,
    });
  });
});
