import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accountSettings,
  backupSchedule,
  ConfigError,
  loadConfig,
  PROJECT_ROOT,
  superuserFile,
} from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PB_PORT: 0,
      PB_DATA_DIR: path.join(PROJECT_ROOT, 'pb_data'),
      SUPPORT_RATE_LIMIT_MAX: 5,
    });
    expect(config.POCKETBASE_URL).toBeUndefined();
    expect(config.ANALYSIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(superuserFile(config)).toBe(path.join(PROJECT_ROOT, 'pb_data.secrets', 'gateway-superuser.json'));
    expect(backupSchedule(config)).toEqual({ cron: '0 7 * * *', keep: 7 });
  });

  it('accepts cron expressions, PocketBase\'s macros and "off" for scheduled backups, and nothing else', () => {
    expect(loadConfig({ BACKUP_CRON: '30 2 * * 1-5' }).BACKUP_CRON).toBe('30 2 * * 1-5');
    expect(loadConfig({ BACKUP_CRON: '*/15 * * * *' }).BACKUP_CRON).toBe('*/15 * * * *');
    expect(loadConfig({ BACKUP_CRON: '@daily' }).BACKUP_CRON).toBe('@daily');
    expect(loadConfig({ BACKUP_CRON: 'off' }).BACKUP_CRON).toBe('off');
    expect(() => loadConfig({ BACKUP_CRON: 'todos los días' })).toThrow(
      /BACKUP_CRON: must be a cron expression/,
    );
    expect(() => loadConfig({ BACKUP_CRON: '0 3 * *' })).toThrow(/BACKUP_CRON/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('keeps the PocketBase dashboard on loopback and warns below 500 MB free unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ PB_ADMIN_PUBLIC: false, DISK_MIN_FREE_MB: 500 });
    expect(loadConfig({ PB_ADMIN_PUBLIC: 'true', DISK_MIN_FREE_MB: '2048' })).toMatchObject({
      PB_ADMIN_PUBLIC: true,
      DISK_MIN_FREE_MB: 2048,
    });
    expect(() => loadConfig({ PB_ADMIN_PUBLIC: 'sí' })).toThrow(/PB_ADMIN_PUBLIC/);
    expect(() => loadConfig({ DISK_MIN_FREE_MB: '0' })).toThrow(/DISK_MIN_FREE_MB/);
  });

  it('lets accounts in by invitation only unless told otherwise, with e-mail links to this server', () => {
    expect(accountSettings(loadConfig({}))).toEqual({
      signupMode: 'invitation',
      verifyEmail: true,
      appUrl: 'http://localhost:3000',
    });
    expect(
      accountSettings(
        loadConfig({
          PORT: '8080',
          SIGNUP_MODE: 'open',
          SIGNUP_VERIFY_EMAIL: 'false',
          APP_URL: 'https://titulos.estudio.cl/',
        }),
      ),
    ).toEqual({ signupMode: 'open', verifyEmail: false, appUrl: 'https://titulos.estudio.cl' });
    expect(() => loadConfig({ SIGNUP_MODE: 'libre' })).toThrow(/SIGNUP_MODE/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ POCKETBASE_URL: '  ', SMTP_URL: '' }).POCKETBASE_URL).toBeUndefined();
  });

  it('names the variable and the value that stop the start', () => {
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(/PORT: .*\(value: "tres mil"\)/);
    expect(() => loadConfig({ POCKETBASE_URL: 'ftp://pb' })).toThrow(/POCKETBASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });

  it('requires a model name once an LLM endpoint is configured', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://llm.estudio.local:8080/v1' })).toThrow(
      /LLM_MODEL: is required/,
    );
    expect(loadConfig({}).LLM_BASE_URL).toBeUndefined();
  });

  it('requires SUPPORT_TO once SMTP is configured', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.local:25' })).toThrow(/SUPPORT_TO: is required/);
    const config = loadConfig({ SMTP_URL: 'smtp://mail.local:25', SUPPORT_TO: 'soporte@estudio.cl' });
    expect(config.SUPPORT_TO).toBe('soporte@estudio.cl');
  });
});
