import type Router from '@koa/router';
import { silentLogger, type Logger, type RateLimits } from '@vip/contracts/server';
import { CasesRepository } from '../cases/cases.repository';
import type { OpsConfig } from '../config';
import { ConfirmationsRepository } from '../confirmations/confirmations.repository';
import { confirmationsRoutes } from '../confirmations/confirmations.routes';
import { ConfirmationsService } from '../confirmations/confirmations.service';
import { ChromiumPdfRenderer } from '../confirmations/pdf-renderer';
import type { OpsPrisma } from '../prisma';
import { communicationAdapters } from './adapters';
import { CommunicationsRepository } from './communications.repository';
import { communicationsRoutes } from './communications.routes';
import { CommunicationsService } from './communications.service';
import { sendLimit } from './send-limit';

export interface CommunicationsModuleDeps {
  prisma: OpsPrisma;
  config: OpsConfig;
  now: () => Date;
  logger?: Logger;
  /** Runs on shutdown, before the database closes: the SMTP pool and Chromium are closed there. */
  onStop?: (hook: () => Promise<void>) => void;
  onBoardChanged: () => void;
  rateLimits: RateLimits;
}

/** Communications and PDF confirmations: adapters chosen by configuration, services and their routers. */
export function communicationsModule(deps: CommunicationsModuleDeps): Router[] {
  const { prisma, config, now, onBoardChanged } = deps;
  const logger = deps.logger ?? silentLogger();
  const { mailer, sms } = communicationAdapters(config, logger);
  const renderer = new ChromiumPdfRenderer({ executablePath: config.CHROMIUM_PATH, timeoutMs: config.PDF_TIMEOUT_MS, logger });
  deps.onStop?.(async () => {
    mailer.close();
    await renderer.close();
  });
  const cases = new CasesRepository(prisma);
  const communications = new CommunicationsService({
    prisma,
    communications: new CommunicationsRepository(prisma),
    cases,
    mailer,
    sms,
    now,
    supportEmail: config.SUPPORT_EMAIL,
    logger: logger.child({ component: 'communications' }),
    onBoardChanged,
  });
  const confirmations = new ConfirmationsService({
    prisma,
    confirmations: new ConfirmationsRepository(prisma),
    cases,
    communications,
    renderer,
    now,
    supportEmail: config.SUPPORT_EMAIL,
    onBoardChanged,
  });
  communications.handlePdfWith((caseId, input, actor) => confirmations.send(caseId, input, actor));
  const limitSends = sendLimit(deps.rateLimits, config.SEND_LIMIT_PER_MINUTE);
  return [communicationsRoutes(communications, limitSends), confirmationsRoutes(confirmations, limitSends)];
}
