import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { identityMessages } from '@contracts/identity/users/messages';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { translateAnswer } from '../../../app/i18n';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { openProDialog } from '../payments/pro-dialog-state';
import { activityApi } from './activity-api';

const switchedToRecruiter: keyof typeof identityMessages = 'SwitchedToRecruiter';

export type ApplyTarget = { histogramType: 'jobs'; jobId: string } | { histogramType: 'resumes'; seekerId: string; jobId: string };
export type ApplyOutcome = 'sent' | 'match' | 'limit' | 'switched' | 'signIn' | 'failed' | 'unchanged';

// Apply (seekers) or Connect (recruiters), with every answer the spec names: sign in first,
// the Pro dialog at the limit, 'Switched to recruiter' to My Jobs, the server's refusals as it words them.
export const useApply = () => {
  const { t } = useTranslation('activity');
  const { t: tShell } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notices = useNotices();
  const { role } = useCurrentUser();
  const [applyHistObject, { isLoading }] = activityApi.useApplyHistObjectMutation();

  const apply = useCallback(
    async (target: ApplyTarget): Promise<ApplyOutcome> => {
      if (role === 'anonymous') {
        dispatch(signInDialogOpened('signIn'));
        return 'signIn';
      }
      const input =
        target.histogramType === 'jobs'
          ? { type: 'apply', histogramType: 'jobs' as const, objectId: target.jobId }
          : { type: 'connect', histogramType: 'resumes' as const, objectId: target.seekerId, jobId: target.jobId };
      try {
        const answer = await applyHistObject(input).unwrap();
        if (answer.limitReached) {
          openProDialog('likeLimitReached');
          return 'limit';
        }
        if (answer.messageCode === switchedToRecruiter) {
          notices.snackbar(tShell('notice.switchedToRecruiter'));
          navigate('/myJobs');
          return 'switched';
        }
        if (answer.message) notices.snackbar(translateAnswer({ message: answer.message, messageCode: answer.messageCode }));
        if (answer.isMatch) return 'match';
        if (!answer.showNotification) return 'unchanged';
        notices.snackbar(target.histogramType === 'jobs' ? t('apply.sent') : t('apply.suggestionSent'));
        return 'sent';
      } catch (error) {
        notices.error(error);
        return 'failed';
      }
    },
    [role, dispatch, applyHistObject, notices, navigate, t, tShell],
  );

  return { apply, isApplying: isLoading };
};
