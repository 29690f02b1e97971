import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Star from '@mui/icons-material/Star';
import { socialLinkNames, type SocialLinkName } from '@contracts/identity/users/profile';
import type { UserData } from '@contracts/identity/users/user';
import { TagsField } from '../../../marketplace/jobs/job-editor/tags-field';
import { addTag, type TagState } from '../../../marketplace/jobs/job-editor/tags';
import { problemAt } from './profile-form';
import { ProfileSection, type SectionTracker } from './profile-section';

type SectionProps = { user: UserData; editable: boolean; tracker: SectionTracker };

const Empty = () => {
  const { t } = useTranslation('profile');
  return <Typography color="text.secondary">{t('section.empty')}</Typography>;
};

export const DescriptionSection = ({ user, editable, tracker }: SectionProps) => {
  const { t } = useTranslation('profile');
  const saved = { description: user.description ?? '', personal_info: user.personal_info ?? '' };
  return (
    <ProfileSection
      id="description"
      title={t('section.description')}
      saved={saved}
      editable={editable}
      tracker={tracker}
      toInput={(v) => ({ description: v.description || null, personal_info: v.personal_info || null })}
      form={(v, change, errors) => (
        <>
          <TextField multiline minRows={2} label={t('fields.personalInfo')} value={v.personal_info} onChange={(e) => change({ ...v, personal_info: e.target.value })} {...problemAt(errors, 'personal_info')} />
          <TextField multiline minRows={6} maxRows={20} label={t('fields.description')} helperText={t('fields.descriptionHelp')} value={v.description} onChange={(e) => change({ ...v, description: e.target.value })} {...problemAt(errors, 'description')} />
        </>
      )}
      view={
        saved.description || saved.personal_info ? (
          <Stack spacing={1.5}>
            {saved.personal_info && <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{saved.personal_info}</Typography>}
            {saved.description && (
              <Typography data-testid="resume-description" dir="auto" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {saved.description}
              </Typography>
            )}
          </Stack>
        ) : (
          <Empty />
        )
      }
    />
  );
};

// The tags with their best marks; the resume's suggestions are one click from joining them.
export const TagsSection = ({ user, editable, tracker }: SectionProps) => {
  const { t } = useTranslation('profile');
  const saved: TagState = { tags: user.tags, selectedTags: user.selectedTags };
  return (
    <ProfileSection
      id="tags"
      title={t('section.tags')}
      saved={saved}
      editable={editable}
      tracker={tracker}
      toInput={(v) => ({ tags: v.tags, selectedTags: v.selectedTags })}
      form={(v, change, errors) => (
        <>
          <TagsField value={v} onChange={change} error={errors.tags ?? errors.selectedTags} />
          {user.suggestedTags.some((tag) => !v.tags.includes(tag)) && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {t('tags.suggested')}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {user.suggestedTags
                  .filter((tag) => !v.tags.includes(tag))
                  .map((tag) => (
                    <Chip key={tag} dir="ltr" label={tag} icon={<Add />} variant="outlined" onClick={() => change(addTag(v, tag).state)} aria-label={t('tags.addSuggested', { tag })} />
                  ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
      view={
        user.tags.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {user.tags.map((tag) => {
              const best = user.selectedTags.includes(tag);
              return <Chip key={tag} dir="ltr" label={tag} color={best ? 'primary' : 'default'} variant={best ? 'filled' : 'outlined'} {...(best ? { icon: <Star /> } : {})} />;
            })}
          </Stack>
        ) : (
          <Empty />
        )
      }
    />
  );
};

type Links = Record<SocialLinkName, string>;

export const LinksSection = ({ user, editable, tracker }: SectionProps) => {
  const { t } = useTranslation('profile');
  const saved = Object.fromEntries(socialLinkNames.map((name) => [name, user.social_links[name] ?? ''])) as Links;
  const present = socialLinkNames.filter((name) => saved[name]);
  return (
    <ProfileSection
      id="links"
      title={t('section.links')}
      saved={saved}
      editable={editable}
      tracker={tracker}
      toInput={(v) => ({ social_links: Object.fromEntries(socialLinkNames.map((name) => [name, v[name].trim() || null])) })}
      form={(v, change, errors) =>
        socialLinkNames.map((name) => (
          <TextField key={name} type="url" label={t(`fields.${name}`)} value={v[name]} onChange={(e) => change({ ...v, [name]: e.target.value })} slotProps={{ htmlInput: { dir: 'ltr' } }} {...problemAt(errors, `social_links.${name}`)} />
        ))
      }
      view={
        present.length ? (
          <Stack spacing={0.5}>
            {present.map((name) => (
              <Typography key={name} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t(`fields.${name}`)}:{' '}
                <Link href={saved[name]} target="_blank" rel="noopener noreferrer" dir="ltr">
                  {saved[name]}
                </Link>
              </Typography>
            ))}
          </Stack>
        ) : (
          <Empty />
        )
      }
    />
  );
};

const flags = ['visible', 'showResume', 'visibleSearchEngines'] as const;
type Flags = Record<(typeof flags)[number], boolean>;

export const VisibilitySection = ({ user, editable, tracker }: SectionProps) => {
  const { t } = useTranslation('profile');
  const saved: Flags = { visible: user.visible, showResume: user.showResume, visibleSearchEngines: user.visibleSearchEngines };
  const toggles = (v: Flags, change?: (next: Flags) => void) => (
    <Stack>
      {flags.map((flag) => (
        <FormControlLabel key={flag} disabled={!change} control={<Switch checked={v[flag]} onChange={(e) => change?.({ ...v, [flag]: e.target.checked })} />} label={t(`fields.${flag}`)} />
      ))}
    </Stack>
  );
  return (
    <ProfileSection id="visibility" title={t('section.visibility')} saved={saved} editable={editable} tracker={tracker} toInput={(v) => v} form={(v, change) => toggles(v, change)} view={toggles(saved)} />
  );
};
