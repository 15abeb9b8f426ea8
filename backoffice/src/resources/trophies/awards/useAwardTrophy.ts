import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../../dataProvider';
import { useFailureNotify } from '../../../lib/errors';

/** To all (the confirmed action's idempotency key) or to the chosen players. */
export type AwardTarget = { all: true; idempotencyKey: string } | { all: false; userIds: number[] };

/** Sends an award (to all players or to the chosen ones) and says how many received it. */
export function useAwardTrophy(onAwarded: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [sending, setSending] = useState(false);

  const award = async (trophyId: number, target: AwardTarget, reason: string) => {
    setSending(true);
    try {
      const { awarded } = target.all
        ? await dataProvider.awardTrophyToAll({
            trophyId,
            reason,
            idempotencyKey: target.idempotencyKey,
          })
        : await dataProvider.awardTrophy({ trophyId, userIds: target.userIds, reason });
      notify('resources.trophyAwards.awarded', {
        type: 'success',
        messageArgs: { smart_count: awarded },
      });
      onAwarded();
    } catch (error) {
      notifyFailure(translate('resources.trophyAwards.awardFailed'))(error);
    } finally {
      setSending(false);
    }
  };
  return { award, sending };
}
