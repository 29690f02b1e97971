import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area } from 'react-easy-crop';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES, AVATAR_SIZE, AVATAR_ZOOM } from '@contracts/identity/users/profile';
import type { UserData } from '@contracts/identity/users/user';
import { ConfirmDialog } from '../../../../shared/confirm-dialog';
import { errorText } from '../../../../shared/api-error';
import { colorFor, initials } from '../../../../shared/format';
import { usersApi as profileApi } from '../users-api';

// The picture, or the initials on the person's card colour (one of 14) when there is none.
export const ProfileAvatar = ({ user, size }: { user: UserData; size: number }) => (
  <Avatar
    src={user.avatar?.url}
    alt=""
    sx={{ width: size, height: size, bgcolor: colorFor(user.card_color), color: '#fff', fontSize: size * 0.38, fontWeight: 700 }}
  >
    {initials(user.name)}
  </Avatar>
);

// Whether the browser can show the file as an image at least 120×120: what the server checks again.
const imageSize = (url: string) =>
  new Promise<{ width: number; height: number } | null>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });

// Change the picture: pick an image, choose the square (zoom 1 to 4 in steps of 0.1), keep it.
export const AvatarEditor = ({ user, editable }: { user: UserData; editable: boolean }) => {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [upload, { isLoading: uploading }] = profileApi.useUploadAvatarRMutation();
  const [remove, { isLoading: removingBusy }] = profileApi.useRemoveAvatarRMutation();

  const close = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
    setZoom(AVATAR_ZOOM.min);
    setCrop({ x: 0, y: 0 });
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    const url = URL.createObjectURL(file);
    const size = file.size > 0 && file.size <= AVATAR_MAX_BYTES && file.type.startsWith('image/') ? await imageSize(url) : null;
    if (!size || size.width < AVATAR_SIZE || size.height < AVATAR_SIZE) {
      URL.revokeObjectURL(url);
      setProblem(t('avatar.invalid'));
      return;
    }
    setPicked({ file, url });
  };

  const keep = async () => {
    if (!picked || !area) return;
    const form = new FormData();
    form.append('image', picked.file, picked.file.name);
    for (const [key, value] of Object.entries({ x: area.x, y: area.y, width: area.width, height: area.height })) form.append(key, String(Math.round(value)));
    try {
      await upload(form).unwrap();
      close();
    } catch (error) {
      setProblem(errorText(error, t('avatar.invalid')));
      close();
    }
  };

  return (
    <Stack sx={{ alignItems: 'center', gap: 1, maxWidth: 220, flexShrink: 0 }}>
      <ProfileAvatar user={user} size={96} />
      {editable && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button size="small" variant="outlined" component="label">
            {t('avatar.change')}
            <input ref={input} hidden type="file" accept="image/png,image/jpeg,image/webp" aria-label={t('avatar.change')} onChange={(e) => void pick(e.target.files?.[0])} />
          </Button>
          {user.avatar && (
            <Button size="small" color="error" onClick={() => setRemoving(true)}>
              {t('avatar.remove')}
            </Button>
          )}
        </Stack>
      )}
      {editable && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('avatar.hint')}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Dialog open={Boolean(picked)} onClose={close} fullWidth maxWidth="xs" aria-labelledby="crop-title">
        <DialogTitle id="crop-title">{t('avatar.cropTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ position: 'relative', height: 280, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
            {picked && (
              <Cropper
                image={picked.url}
                crop={crop}
                zoom={zoom}
                minZoom={AVATAR_ZOOM.min}
                maxZoom={AVATAR_ZOOM.max}
                aspect={1}
                cropShape="round"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 2 }}>
            <Typography id="zoom-label" variant="body2">
              {t('avatar.zoom')}
            </Typography>
            <Slider
              value={zoom}
              min={AVATAR_ZOOM.min}
              max={AVATAR_ZOOM.max}
              step={AVATAR_ZOOM.step}
              onChange={(_, value) => setZoom(Math.round((value as number) * 10) / 10)}
              valueLabelDisplay="auto"
              slotProps={{ input: { 'aria-labelledby': 'zoom-label' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('section.cancel')}</Button>
          <Button variant="contained" onClick={() => void keep()} loading={uploading} disabled={!area}>
            {t('avatar.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={removing}
        title={t('avatar.removeTitle')}
        text={t('avatar.removeText')}
        confirmLabel={t('avatar.remove')}
        danger
        busy={removingBusy}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          void remove({})
            .unwrap()
            .finally(() => setRemoving(false));
        }}
      />
    </Stack>
  );
};
