import { runNodeScript } from '../test-support/processes';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describeWithInfra } from '@vip/platform/testing';

/**
 * The short version of the fault benchmark that CI runs: 300 booking requests and checkouts with one fault of
 * each kind — a SIGKILL of a replica of svc-booking, svc-ops and svc-catalog, the Kafka broker killed and
 * restarted, the services' PostgreSQL connections terminated, a rolling deploy — and, inside that window,
 * answered requests re-sent with their keys, staff moves, change requests and a partner's bookings confirmed and
 * cancelled; a quarter of the checkouts (some after a seat hold) compete for a few allotments' seats, and staff cancel
 * bookings confirmed at once. Some bookings are for a service 30 hours ahead, so their final reconfirmation falls due
 * while the faults run; staff confirm most of their suppliers, and an svc-ops replica is SIGKILLed as it sends one.
 * Nothing may be lost, doubled, answered wrongly, overbooked or dead-lettered, every e-mail, web-hook post, partner
 * web hook and event application happens once, and each booking due is reconfirmed once or, its supplier unconfirmed,
 * escalated instead with no e-mail.
 */
describeWithInfra('kafka', 'the fault benchmark, short: 300 requests under every kind of fault', () => {
  it(
    'loses nothing, doubles no booking and no side effect, overbooks no allotment, fails no request, reconfirms each booking due once, and the traveller status follows staff moves',
    async () => {
      const { code, stdout, stderr } = await runNodeScript(join(__dirname, 'run.mjs'), ['--bookings', '300']);
      const last = stdout.trim().split('\n').pop() ?? '';
      if (!last.startsWith('{')) throw new Error(`the benchmark printed no figures:\n${stderr.slice(-4000)}`);
      const figures = JSON.parse(last);
      // A failed run prints what the services logged (log-digest.mjs): it goes with any failure below.
      const digestAt = stderr.indexOf('What the services logged above info');
      const rotation = stderr.split('\n').filter((line) => line.startsWith('[balancer'));
      const digest =
        digestAt < 0
          ? ''
          : `Replicas in and out of the balancers' rotation (the last 40):\n${rotation.slice(-40).join('\n')}\n\n` +
            stderr.slice(digestAt, digestAt + 12_000);
      try {
        const noneOfEachSideEffect = {
          acknowledgements: 0,
          opsAlerts: 0,
          changeReceipts: 0,
          webhookPosts: 0,
          partnerWebhooks: 0,
          events: 0,
          reconfirmations: 0,
        };
        expect({
          lost: figures.lost,
          doubled: figures.doubled,
          unansweredSuccesses: figures.unansweredSuccesses,
          failedRequests: figures.failedRequests,
          resendMismatch: figures.resendMismatch,
          deadLetters: figures.deadLetters,
          parkedOutbox: figures.parkedOutbox,
          overbooked: figures.overbooked,
          confirmedWithoutSeat: figures.confirmedWithoutSeat,
          duplicates: figures.duplicates,
          missingSideEffects: figures.missingSideEffects,
          // Each as svc-ops' delivery log has it, so a failure says where the web hook stopped.
          partnerWebhooksNeverArrived: figures.partnerWebhooks?.missing ?? [],
        }).toEqual({
          lost: 0,
          doubled: 0,
          unansweredSuccesses: 0,
          failedRequests: 0,
          resendMismatch: 0,
          deadLetters: 0,
          parkedOutbox: 0,
          overbooked: 0,
          confirmedWithoutSeat: 0,
          duplicates: noneOfEachSideEffect,
          missingSideEffects: noneOfEachSideEffect,
          partnerWebhooksNeverArrived: [],
        });
        expect(figures.answered2xx).toBe(300);
        // The capacity fault confirmed some bookings at once, turned the rest into requests, and gave seats back.
        expect(figures.instantConfirmed).toBeGreaterThan(0);
        expect(figures.capacity.seatsMiscounted).toBe(0);
        expect(figures.capacity.cancellations.cancelled).toBe(figures.capacity.cancellations.sent);
        expect(figures.cases).toBe(figures.bookingRows);
        // Final reconfirmations: every booking due whose supplier confirmed got exactly one e-mail (the duplicates and
        // missing above), its checklist ticked; every other one was escalated instead and got none.
        const reconfirmations = figures.reconfirmations;
        expect(reconfirmations.supplierConfirmed).toBeGreaterThan(0);
        expect(reconfirmations.confirmationsRefused).toBe(0);
        expect(reconfirmations.reconfirmedOnce).toBe(reconfirmations.supplierConfirmed);
        expect(reconfirmations.ticked).toBe(reconfirmations.supplierConfirmed);
        expect(reconfirmations.unconfirmed).toBeGreaterThan(0);
        expect(reconfirmations.escalated).toBe(reconfirmations.unconfirmed);
        expect(reconfirmations.mailedUnconfirmed).toBe(0);
        expect(reconfirmations.mailedOutsideSample).toBe(0);
        // An svc-ops replica was SIGKILLed as it sent reconfirmations, so one arrived while the faults ran.
        expect(reconfirmations.mailedWhileFaultsRan).toBeGreaterThan(0);
        // Every goal that is not a speed of this shared machine holds; a missed one is named. In a 20-second fault
        // window a case can arrive after the last fault, so its staff move is made then (it must still be followed).
        const speeds = (goal: string) =>
          (goal.startsWith('perf.') && goal !== 'perf.failedCheckouts' && goal !== 'perf.casesMissing') ||
          goal === 'staffMovesDuringFaults';
        const missed = figures.missedGoals.filter((goal: string) => !speeds(goal));
        // A missed goal names itself, with the faults that happened and what the run said about them.
        const faultLines = stderr
          .split('\n')
          .filter((line) => /fault failed|SIGKILL|rolling deploy|terminated|kafka/i.test(line));
        if (missed.length > 0)
          throw new Error(
            `goals missed: ${missed.join(', ')}\nstaff moves: ${JSON.stringify(figures.staffMoves)}\n` +
              `change requests: ${JSON.stringify(figures.changeRequests)}\nkills: ${JSON.stringify(figures.kills)}\n` +
              `fault lines:\n${faultLines.join('\n')}`,
          );
        expect(figures.staffMoves.followed).toBe(figures.staffMoves.sample);
        expect(figures.changeRequests.accepted).toBe(figures.changeRequests.sent);
        // With partner accounts in the build, the partner's web hooks are counted too, each verified by its secret.
        if (figures.partnerWebhooks.measured) {
          expect(figures.partnerWebhooks.expected).toBeGreaterThan(0);
          expect(figures.partnerWebhooks.unverified).toBe(0);
        }
        for (const kind of [
          'bookingKill',
          'opsKill',
          'catalogKill',
          'kafkaKill',
          'pgTerminate',
          'rollingDeploy',
          'opsKillAtReconfirmation',
          'resend',
        ])
          expect(figures.kills[kind]).toBeGreaterThanOrEqual(1);
        // The run exits 0 only with every goal met, the speed goals too, and only then removes its folder of logs;
        // a run that missed only a speed goal (a slow machine) passes here, and its folder goes now.
        const work = /logs in (\/tmp\/vip-faults-\S+)/.exec(stderr)?.[1];
        const allMet = figures.missedGoals.length === 0;
        expect({ code, kept: work !== undefined && existsSync(work) }).toEqual({ code: allMet ? 0 : 1, kept: !allMet });
        if (work) rmSync(work, { recursive: true, force: true });
      } catch (error) {
        if (error instanceof Error && digest) error.message += `\n\n${digest}`;
        throw error;
      }
    },
    15 * 60_000,
  );
});
