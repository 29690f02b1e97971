import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../app/hooks';
import { errorShown, messageShown, snackbarShown } from '../app/notice-slice';
import { errorText } from './api-error';

export const useNotices = () => {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      snackbar: (text: string) => dispatch(snackbarShown(text)),
      message: (title: string, text: string) => dispatch(messageShown({ title, text })),
      // 'Error' with the server's text, or 'Something went wrong'
      error: (error: unknown) =>
        dispatch(errorShown({ title: t('common.error'), text: errorText(error, t('common.somethingWentWrong')) })),
    }),
    [dispatch, t],
  );
};
