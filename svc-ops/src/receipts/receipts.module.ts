import type Koa from 'koa';
import type Router from '@koa/router';
import { acceptRawBodies } from '@vip/platform/koa';
import { silentLogger, type Logger } from '@vip/platform/logger';
import type { CasesService } from '../cases/cases.service';
import type { OpsConfig } from '../config';
import type { OpsPrisma } from '../prisma';
import { LocalDiskReceiptStorage } from './local-disk.storage';
import { ReceiptsRepository } from './receipts.repository';
import { RECEIPT_UPLOAD_PATH, receiptsRoutes } from './receipts.routes';
import { ReceiptsService } from './receipts.service';
import { S3ReceiptStorage } from './s3.storage';
import type { ReceiptStorage } from './storage';

export interface ReceiptsModuleDeps {
  /** The upload's body is let past the JSON parser there. */
  app: Koa;
  prisma: OpsPrisma;
  config: OpsConfig;
  cases: CasesService;
  now: () => Date;
  logger?: Logger;
  onStop?: (hook: () => Promise<void>) => void;
  onBoardChanged: () => void;
}

/** Credentials are never logged. */
export function receiptStorageOf(config: OpsConfig): ReceiptStorage {
  if (config.RECEIPTS_STORAGE === 's3') {
    return new S3ReceiptStorage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskReceiptStorage(config.RECEIPTS_DIR);
}

export function receiptsModule(deps: ReceiptsModuleDeps): {
  service: ReceiptsService;
  storage: ReceiptStorage;
  routers: Router[];
} {
  const logger = (deps.logger ?? silentLogger()).child({ component: 'receipts' });
  const storage = receiptStorageOf(deps.config);
  if (storage.close) deps.onStop?.(() => storage.close!());
  logger.info(
    deps.config.RECEIPTS_STORAGE === 's3'
      ? { storage: 's3', bucket: deps.config.S3_BUCKET, endpoint: deps.config.S3_ENDPOINT ?? 'aws' }
      : { storage: 'local', dir: deps.config.RECEIPTS_DIR },
    'Receipts: uploaded supplier invoices and receipts are stored here',
  );
  acceptRawBodies(deps.app, { method: 'POST', path: RECEIPT_UPLOAD_PATH });
  const service = new ReceiptsService({
    prisma: deps.prisma,
    receipts: new ReceiptsRepository(deps.prisma),
    cases: deps.cases,
    storage,
    now: deps.now,
    logger,
    onBoardChanged: deps.onBoardChanged,
  });
  return { service, storage, routers: [receiptsRoutes(service, { maxBytes: deps.config.RECEIPTS_MAX_BYTES })] };
}
