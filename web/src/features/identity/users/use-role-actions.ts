import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usersApi } from './users-api';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useNotices } from '../../../shared/use-notices';
import { signOut } from './session-actions';
import { useCurrentUser } from './use-current-user';

export type MyJobsState = { addJob?: boolean };

export const useRoleActions = () => {
  const { user, role } = useCurrentUser();
  const [saveProfile, { isLoading: isSwitching }] = usersApi.useSaveProfileMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notices = useNotices();
  const { t } = useTranslation();

  const setLookingForWork = useCallback(
    async (lookingforwork: boolean): Promise<boolean> => {
      try {
        // the answer lands in the current user's cache entry (users-api.ts)
        await saveProfile({ lookingforwork }).unwrap();
        return true;
      } catch (error) {
        notices.error(error);
        return false;
      }
    },
    [saveProfile, notices],
  );

  // Switching saves the flag, then goes home.
  const switchRole = useCallback(async () => {
    if (!user) return;
    const toSeeker = !user.lookingforwork;
    if (!(await setLookingForWork(toSeeker))) return;
    notices.snackbar(t(toSeeker ? 'notice.switchedToCandidate' : 'notice.switchedToRecruiter'));
    navigate('/');
  }, [user, setLookingForWork, notices, t, navigate]);

  // A recruiter action: anonymous users sign in first, seekers become recruiters on the way.
  const postJobsFree = useCallback(async () => {
    if (role === 'anonymous') {
      dispatch(signInDialogOpened('signIn'));
      return;
    }
    if (role === 'seeker') {
      if (!(await setLookingForWork(false))) return;
      notices.snackbar(t('notice.switchedToRecruiter'));
      navigate('/myJobs');
      return;
    }
    navigate('/myJobs', { state: { addJob: true } satisfies MyJobsState });
  }, [role, dispatch, setLookingForWork, notices, t, navigate]);

  const logOut = useCallback(async () => {
    await dispatch(signOut());
    notices.snackbar(t('notice.signedOut'));
    navigate('/');
  }, [dispatch, notices, t, navigate]);

  return { switchRole, postJobsFree, logOut, isSwitching };
};
