import type { Logger } from 'pino';
import { legacySuperuserFile, superuserFile, type Config } from '../config';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import { makePrivate, moveFile } from './privateFiles';

/**
 * What the process that runs PocketBase does before anything touches PB_DATA_DIR: takes its
 * lock, moves the service credentials out of it (old installs kept them inside, so inside every
 * backup), and makes the directory and the credentials readable by their owner only.
 */
export async function takeDataDir(config: Config, logger: Logger): Promise<DataDirLock> {
  const lock = await lockDataDir(config.PB_DATA_DIR);
  const credentialsFile = superuserFile(config);
  const legacyFile = legacySuperuserFile(config);
  if (!config.PB_SUPERUSER_FILE && moveFile(legacyFile, credentialsFile))
    logger.warn(
      { from: legacyFile, to: credentialsFile },
      'service credentials moved out of the data directory',
    );
  const refused = [...makePrivate(config.PB_DATA_DIR), ...makePrivate(credentialsFile)];
  if (refused.length > 0)
    logger.warn(
      { files: refused.slice(0, 20), count: refused.length },
      'these files belong to another user and stay readable by others: chown them to the user running titulo360',
    );
  return lock;
}
