import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import type { PageCacheSettings } from "./http/page-cache/page-cache.ts";
import type { CaptchaSettings } from "./lib/captcha.ts";
import type { TranslationSettings } from "./lib/translation-service.ts";

/**
 * Every setting comes from the environment and is checked once at start-up. A bad value stops
 * the process with one line naming the variable, instead of a failure later on a request.
 */
/** Per process; measured by bench/overload.ts (docs/benchmarks.md, overload). */
const DEFAULT_MAX_CONCURRENT_REQUESTS = 8;
/**
 * A process serves kept pages only while its last complete read of the change feed (four a
 * second) began at most this long ago, so a change is never hidden for more than a second.
 */
const PAGE_CACHE_FRESHNESS_MS = 750;

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BIND_ADDRESS: z.string().min(1).default("0.0.0.0"),
  /** Host name (with port) people reach the site on; languages are its subdomains (tr.HOST). */
  SITE_HOST: z
    .string()
    .regex(
      /^[a-z0-9.-]+(:\d{1,5})?$/i,
      "must be a host name with an optional port, such as example.com or localhost:3000",
    )
    .optional(),
  SITE_PROTOCOL: z.enum(["http", "https"]).default("http"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/.+|[^:]+\.(sqlite|db)|:memory:)$/,
      "must be postgres://… or a path ending in .sqlite",
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be smtp://… or smtps://…")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Caravan <no-reply@caravan.localhost>"),
  /** Where the operator's people read answers: the Reply-To of the operator's e-mails to suppliers. */
  SUPPORT_EMAIL: z.email().default("support@caravan.localhost"),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).default(5000),
  SEED: z.coerce.number().int().min(0).default(1),
  /** HTTP server processes (node:cluster); unset, one per CPU core. 1 serves from the main process. */
  SERVER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
  /** The demo catalogue and demo accounts (published password) on an empty database; false for a real site. */
  DEMO: z.stringbool().default(true),
  /** Prometheus metrics on their own port, served by the main process; unset, no metrics are served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_BIND_ADDRESS: z.string().min(1).default("127.0.0.1"),
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** New accounts one client address may register in an hour (a brake on throwaway accounts). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** How long a message waits unread (and no page of the reader's shows it) before an e-mail tells them. */
  MESSAGE_MAIL_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  COMPANY_SUBDOMAIN_MODE: z.stringbool().default(false),
  /** The external page `verify?token=…` sends visitors to (the token is passed on as `token`). */
  VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** A LibreTranslate-compatible service; messages to suppliers are translated into every language first. */
  TRANSLATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /** A captcha for the message forms (Turnstile, hCaptcha or reCAPTCHA); on when all four are set. */
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAPTCHA_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * Reverse proxies whose X-Forwarded-For / Forwarded entries are believed: addresses, CIDR
   * ranges and proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      isProxyList,
      "must be addresses, CIDR ranges, loopback, linklocal or uniquelocal, comma-separated",
    )
    .optional(),
  /** Requests one server process holds at once (served or waiting their turn); the rest get 503. */
  MAX_CONCURRENT_REQUESTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_MAX_CONCURRENT_REQUESTS),
  /**
   * A snapshot of the search index in DATA_DIR/search, loaded at start instead of reading the whole
   * catalogue (docs/decisions/033-search-index-snapshots.md); false: every start builds it from the database.
   */
  SEARCH_SNAPSHOTS: z.stringbool().default(true),
  /** A new snapshot once this many catalogue changes came after the last one (the catch-up at start stays short)… */
  SEARCH_SNAPSHOT_AFTER_CHANGES: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  /**
   * Threads a large search's scan may use: 2 (the default) lets a helper thread scan half of its
   * candidates (docs/decisions/039-two-cores-for-large-scans.md); 1 keeps every search on one.
   */
  SEARCH_SCAN_THREADS: z.coerce.number().int().min(1).max(2).default(2),
  /** Megabytes of rendered pages each server process keeps for anonymous visitors; 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /** A kept page is rendered again after this long even when nothing it shows changed (relative dates, rates). */
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** …or once the last one is this many minutes old and anything changed since. */
  SEARCH_SNAPSHOT_AFTER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
});

export interface Config {
  port: number;
  bindAddress: string;
  siteHost: string;
  siteProtocol: "http" | "https";
  dataDir: string;
  databaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  seedProducts: number;
  seed: number;
  serverWorkers: number;
  logLevel: z.infer<typeof ConfigSchema>["LOG_LEVEL"];
  demo: boolean;
  metrics: MetricsSettings | undefined;
  registrationsPerHour: number;
  /** Milliseconds a message waits unread before the e-mail about it (MESSAGE_MAIL_AFTER_SECONDS). */
  messageMailAfterMs: number;
  companySubdomainMode: boolean;
  verifyUrl: string | undefined;
  translation: TranslationSettings;
  captcha: CaptchaSettings | undefined;
  trustedProxies: string[];
  maxConcurrentRequests: number;
  /** Search index snapshots (SEARCH_SNAPSHOT*): their folder and when a new one is written; undefined: off. */
  searchSnapshots: { dir: string; afterChanges: number; afterMs: number } | undefined;
  /** 1 or 2: whether a large search's scan is shared with a helper thread. */
  searchScanThreads: number;
  /** The page cache for anonymous visitors (server/http/page-cache/); undefined: off. */
  pageCache: PageCacheSettings | undefined;
}

export interface MetricsSettings {
  port: number;
  bindAddress: string;
  token: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // A secret stays out of the logs, even a wrong one.
    const got = /TOKEN|SECRET|API_KEY/.test(name) ? "a value that is not shown" : `'${env[name]}'`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message} (got ${got})`);
  }
  const c = parsed.data;
  const dataDir = resolve(c.DATA_DIR);
  return {
    port: c.PORT,
    bindAddress: c.BIND_ADDRESS,
    siteHost: c.SITE_HOST ?? `localhost:${c.PORT}`,
    siteProtocol: c.SITE_PROTOCOL,
    dataDir,
    databaseUrl: c.DATABASE_URL ?? resolve(dataDir, "caravan.sqlite"),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    supportEmail: c.SUPPORT_EMAIL,
    seedProducts: c.SEED_PRODUCTS,
    seed: c.SEED,
    serverWorkers: c.SERVER_WORKERS ?? availableParallelism(),
    logLevel: c.LOG_LEVEL,
    demo: c.DEMO,
    metrics: c.METRICS_PORT
      ? { port: c.METRICS_PORT, bindAddress: c.METRICS_BIND_ADDRESS, token: c.METRICS_TOKEN }
      : undefined,
    registrationsPerHour: c.REGISTRATIONS_PER_HOUR,
    messageMailAfterMs: c.MESSAGE_MAIL_AFTER_SECONDS * 1000,
    companySubdomainMode: c.COMPANY_SUBDOMAIN_MODE,
    verifyUrl: c.VERIFY_URL,
    translation: { url: c.TRANSLATE_URL, apiKey: c.TRANSLATE_API_KEY },
    captcha:
      c.CAPTCHA_SITE_KEY && c.CAPTCHA_SECRET && c.CAPTCHA_VERIFY_URL && c.CAPTCHA_SCRIPT_URL
        ? {
            siteKey: c.CAPTCHA_SITE_KEY,
            secret: c.CAPTCHA_SECRET,
            verifyUrl: c.CAPTCHA_VERIFY_URL,
            scriptUrl: c.CAPTCHA_SCRIPT_URL,
          }
        : undefined,
    trustedProxies: c.TRUSTED_PROXIES ?? [],
    maxConcurrentRequests: c.MAX_CONCURRENT_REQUESTS,
    searchScanThreads: c.SEARCH_SCAN_THREADS,
    searchSnapshots: c.SEARCH_SNAPSHOTS
      ? {
          dir: resolve(dataDir, "search"),
          afterChanges: c.SEARCH_SNAPSHOT_AFTER_CHANGES,
          afterMs: c.SEARCH_SNAPSHOT_AFTER_MINUTES * 60_000,
        }
      : undefined,
    pageCache: c.PAGE_CACHE_MB
      ? {
          maxBytes: c.PAGE_CACHE_MB * 1024 * 1024,
          maxAgeMs: c.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
          freshnessMs: PAGE_CACHE_FRESHNESS_MS,
        }
      : undefined,
  };
}

function isProxyList(entries: string[]): boolean {
  try {
    proxyaddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/** An empty variable (`PORT=`) means "not set", as shells and .env files mostly intend. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}
