import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import type { SavedItemType } from '@contracts/marketplace/saved-items/calls';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { SAVED_ARGS, savedItemsApi } from './saved-items-api';

export type SaveButtonProps = { itemId: string; itemType: SavedItemType; name: string };

// The bookmark (SAVE / SAVED, marketplace spec §4): seekers on jobs, recruiters on resumes (§6); a
// visitor is asked to sign in. A second press takes the item off the saved list.
export const SaveButton = ({ itemId, itemType, name }: SaveButtonProps) => {
  const { t } = useTranslation('savedItems');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const { isAuthed, role, user } = useCurrentUser();
  const { data } = savedItemsApi.useGetSavedItemsQuery(SAVED_ARGS, { skip: !isAuthed });
  const [add, adding] = savedItemsApi.useAddSavedItemMutation();
  const [remove, removing] = savedItemsApi.useRemoveSavedItemMutation();
  const mine = itemType === 'profile' && user?._id === itemId;
  if (mine || (isAuthed && role !== (itemType === 'job' ? 'seeker' : 'recruiter'))) return null;
  const saved = data?.list.some((item) => item.itemId === itemId) ?? false;
  const label = !isAuthed ? t('signInToSave') : itemType === 'job' ? t(saved ? 'unsaveJob' : 'saveJob', { title: name }) : t(saved ? 'unsaveResume' : 'saveResume', { name });
  const press = async (event: MouseEvent) => {
    event.stopPropagation();
    if (!isAuthed) {
      dispatch(signInDialogOpened('signIn'));
      return;
    }
    try {
      if (saved) await remove({ itemId }).unwrap();
      else await add({ itemId, itemType }).unwrap();
    } catch (error) {
      notices.error(error);
    }
  };
  return (
    <Button
      size="small"
      color={saved ? 'primary' : 'inherit'}
      startIcon={saved ? <BookmarkOutlined /> : <BookmarkBorderOutlined />}
      onClick={(event) => void press(event)}
      loading={adding.isLoading || removing.isLoading}
      aria-pressed={isAuthed ? saved : undefined}
      aria-label={label}
      title={label}
      sx={{ fontWeight: 800, letterSpacing: 0.5, color: saved ? 'primary.main' : 'text.secondary', minWidth: 0 }}
    >
      {t(saved ? 'saved' : 'save')}
    </Button>
  );
};
