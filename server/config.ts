import path from 'node:path';
import { z } from 'zod';
import type { EngineAnalyzerOptions } from './analysis/engineAnalyzer';
import type { LlmSettings } from './analysis/llm/chatClient';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** An unset or blank variable is absent; a set one must be a URL with one of the given protocols. */
const optionalUrl = (protocol: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol }).optional());

/** Five fields of digits, *, ranges, lists and steps, or one of the macros PocketBase's cron knows. */
const CRON_EXPRESSION =
  /^(@(yearly|annually|monthly|weekly|daily|midnight|hourly)|([\d*,/-]+\s+){4}[\d*,/-]+)$/;

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const envSchema = z
  .object({
    PORT: port(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** When set, the gateway uses this PocketBase instead of starting its own. */
    POCKETBASE_URL: optionalUrl(/^https?$/),
    POCKETBASE_BIN: z.string().trim().optional(),
    PB_DATA_DIR: z.string().trim().min(1).default(path.join(PROJECT_ROOT, 'pb_data')),
    /** PocketBase's limit on sign-in and sign-up attempts per client address and minute; 0 turns it off. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    /** Loopback port of the embedded PocketBase; 0 picks a free one. */
    PB_PORT: port(0),
    /** Serve PocketBase's dashboard `/_/` to any address; by default only to loopback (SSH tunnel). */
    PB_ADMIN_PUBLIC: flag,
    /** Below this many free MB under PB_DATA_DIR, /healthz warns and unexplained write failures are a full disk. */
    DISK_MIN_FREE_MB: positiveInt(500),
    /**
     * JSON file { email, password } of the gateway's service superuser. Created automatically for
     * the embedded PocketBase; default: <PB_DATA_DIR>.secrets/gateway-superuser.json, outside the
     * data directory so that PocketBase's backups (zips of it) never hold it.
     */
    PB_SUPERUSER_FILE: z.string().trim().min(1).optional(),
    /** PocketBase's scheduled backups, in UTC: a cron expression (minute hour day month weekday) or "off". */
    BACKUP_CRON: z
      .string()
      .trim()
      .default('0 7 * * *')
      .refine((value) => value === 'off' || CRON_EXPRESSION.test(value), {
        message: 'must be a cron expression like "0 3 * * *" (minute hour day month weekday) or "off"',
      }),
    /** Scheduled backups kept; older ones are deleted. */
    BACKUP_KEEP: positiveInt(7),
    /** When set, /analysis/* is proxied to this host instead of served in-process. */
    ANALYSIS_URL: optionalUrl(/^https?$/),
    ANALYSIS_MAX_FILES: positiveInt(40),
    ANALYSIS_MAX_FILE_MB: positiveInt(25),
    ANALYSIS_MAX_REQUEST_MB: positiveInt(200),
    /** Worker threads reading PDFs; more than the machine's cores only adds memory. */
    ANALYSIS_WORKERS: positiveInt(2),
    /** Time budget of one document (text, OCR, extraction), from its upload, before it is given up with a note. */
    ANALYSIS_DOCUMENT_TIMEOUT_SECONDS: positiveInt(120),
    /** Documents one user may have waiting for an analysis thread (429 beyond). */
    ANALYSIS_MAX_QUEUED_PER_USER: positiveInt(40),
    /** Documents all users together may have waiting for an analysis thread (429 beyond). */
    ANALYSIS_MAX_QUEUED: positiveInt(200),
    /** Background analysis jobs one gateway or analysis service runs at once (issue 21). */
    ANALYSIS_JOBS_PER_RUNNER: positiveInt(4),
    /** A running job whose runner has not reported for this long is queued again (a crash, a restart). */
    ANALYSIS_JOB_STALE_SECONDS: positiveInt(60),
    /** Source PDFs one user may keep, over all their reports (413 beyond). */
    STORAGE_QUOTA_MB: positiveInt(2048),
    /** Optional OpenAI-compatible endpoint on the firm's network that may fill fields the rules left empty. */
    LLM_BASE_URL: optionalUrl(/^https?$/),
    LLM_MODEL: z.string().trim().optional(),
    LLM_API_KEY: z.string().trim().optional(),
    LLM_TIMEOUT_SECONDS: positiveInt(60),
    SMTP_URL: optionalUrl(/^smtps?$/),
    SUPPORT_TO: z.email().optional(),
    SUPPORT_FROM: z.email().default('titulo360@localhost'),
    /** Address users reach titulo360 at, for the links of account e-mails; default http://localhost:PORT. */
    APP_URL: optionalUrl(/^https?$/),
    /** Who may create an account: only an administrator's invitation (default) or anyone (open). */
    SIGNUP_MODE: z.enum(['invitation', 'open']).default('invitation'),
    /** In open mode, new accounts confirm their e-mail before signing in unless this is false. */
    SIGNUP_VERIFY_EMAIL: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SUPPORT_RATE_LIMIT_MAX: positiveInt(5),
    SUPPORT_RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
    CLIENT_DIST_DIR: z
      .string()
      .trim()
      .min(1)
      .default(path.join(PROJECT_ROOT, 'dist', 'client')),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
    if (env.SMTP_URL && !env.SUPPORT_TO) {
      ctx.addIssue({ code: 'custom', path: ['SUPPORT_TO'], message: 'is required when SMTP_URL is set' });
    }
  });

export type Config = z.infer<typeof envSchema>;

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxRequestBytes: number;
  /** Source PDFs one user may keep over all their reports; unlimited when absent. */
  storageQuotaBytes?: number;
  /** Documents waiting or being read, per user and in all (429 beyond); unlimited when absent. */
  queue?: { perUser: number; total: number };
}

const MB = 1024 * 1024;

export const uploadLimits = (config: Config): UploadLimits => ({
  maxFiles: config.ANALYSIS_MAX_FILES,
  maxFileBytes: config.ANALYSIS_MAX_FILE_MB * MB,
  maxRequestBytes: config.ANALYSIS_MAX_REQUEST_MB * MB,
  storageQuotaBytes: config.STORAGE_QUOTA_MB * MB,
  queue: { perUser: config.ANALYSIS_MAX_QUEUED_PER_USER, total: config.ANALYSIS_MAX_QUEUED },
});

/** The background runner of analysis jobs (server/analysis/jobs/jobRunner.ts). */
export const jobRunnerSettings = (config: Config) => ({
  concurrency: config.ANALYSIS_JOBS_PER_RUNNER,
  staleSeconds: config.ANALYSIS_JOB_STALE_SECONDS,
});

export const llmSettings = (config: Config): LlmSettings | undefined =>
  config.LLM_BASE_URL && config.LLM_MODEL
    ? {
        baseUrl: config.LLM_BASE_URL,
        model: config.LLM_MODEL,
        apiKey: config.LLM_API_KEY || undefined,
        timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000,
      }
    : undefined;

/** Beside the data directory, never inside it: PocketBase's backups zip the whole directory. */
export const secretsDir = (config: Config): string => `${path.resolve(config.PB_DATA_DIR)}.secrets`;

export interface AccountSettings {
  signupMode: 'invitation' | 'open';
  verifyEmail: boolean;
  appUrl: string;
}

export const accountSettings = (config: Config): AccountSettings => ({
  signupMode: config.SIGNUP_MODE,
  verifyEmail: config.SIGNUP_VERIFY_EMAIL,
  appUrl: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
});

/** The analysis engine as configured (worker threads, budget, waiting limits, language model). */
export const analyzerOptions = (config: Config): EngineAnalyzerOptions => ({
  workers: config.ANALYSIS_WORKERS,
  documentTimeoutMs: config.ANALYSIS_DOCUMENT_TIMEOUT_SECONDS * 1000,
  maxQueuedPerUser: config.ANALYSIS_MAX_QUEUED_PER_USER,
  maxQueued: config.ANALYSIS_MAX_QUEUED,
  llm: llmSettings(config),
});

export const superuserFile = (config: Config): string =>
  config.PB_SUPERUSER_FILE ?? path.join(secretsDir(config), 'gateway-superuser.json');

/** Where the credentials were kept before they moved out of the data directory. */
export const legacySuperuserFile = (config: Config): string =>
  path.join(config.PB_DATA_DIR, '.gateway-superuser.json');

export const backupSchedule = (config: Config): { cron: string; keep: number } => ({
  cron: config.BACKUP_CRON,
  keep: config.BACKUP_KEEP,
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a wrong value throws a message naming each offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
    const shown = value === undefined ? '' : ` (value: "${value}")`;
    return `  ${variable}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
