import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { SEARCH_MIN } from '@contracts/backoffice/marketing/marketing';
import type { Post } from '@contracts/backoffice/marketing/post';
import { postsTable, type PostsColumn } from '@contracts/backoffice/marketing/posts-table';
import type { FilterValues } from '@contracts/core/data-table';
import { StaffPage } from '../../../shared/staff-page';
import { TableEmpty } from '../../../shared/data-table/address-range';
import { DataTable } from '../../../shared/data-table/data-table';
import { tableAnswer, tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { marketingApi } from './marketing-api';
import { MarketingLinks } from './marketing-links';
import { PostDialog } from './post-dialog';
import { statusColor } from './statuses';

type Extra = Partial<FilterValues<typeof postsTable.filters>>;

function PostsTable() {
  const { t } = useTranslation('marketing');
  const [view, setView] = useTableView(postsTable);
  const [extra, setExtra] = useState<Extra>({});
  // the search starts at 2 characters (spec §5); shorter text lists every post
  const request = tableRequest({ ...view, search: view.search.trim().length >= SEARCH_MIN ? view.search : '' }, extra);
  const query = marketingApi.useGetMPostsQuery(request);
  const { data } = query;
  const [open, setOpen] = useState<{ post: Post | null; key: number } | null>(null);

  const renderers = useMemo<Partial<Record<PostsColumn, (post: Post) => ReactNode>>>(
    () => ({
      name: (post) => (
        <Link component="button" type="button" dir="auto" onClick={() => setOpen({ post, key: Date.now() })} sx={{ fontWeight: 600, textAlign: 'start' }} aria-label={t('posts.open', { name: post.name })}>
          {post.name}
        </Link>
      ),
      status: (post) => <Chip size="small" variant="outlined" color={statusColor(post.status)} label={t(`status.${post.status as 'New'}`, { defaultValue: post.status })} sx={{ color: 'text.primary' }} />,
      defaultVersion: (post) => <span dir="auto">{post.defaultVersion || '—'}</span>,
    }),
    [t],
  );

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, mb: 1.5 }}>
        <MarketingLinks here="posts" />
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen({ post: null, key: Date.now() })}>
          {t('posts.add')}
        </Button>
      </Stack>
      <DataTable
        table={postsTable}
        namespace="marketing"
        label={t('posts.title')}
        view={view}
        onViewChange={setView}
        extraSearch={extra}
        onExtraSearchChange={setExtra}
        {...tableAnswer(query)}
        renderCell={renderers}
        optionLabel={(_filter, value) => t(`status.${value as 'New'}`, { defaultValue: value })}
        empty={view.search ? undefined : <TableEmpty icon={<CampaignOutlined />} title={t('posts.empty')} hint={t('posts.emptyHint')} />}
      />
      {open && <PostDialog key={open.key} post={open.post} onClose={() => setOpen(null)} />}
    </>
  );
}

// Staff: the marketing posts, searched, filtered and sorted; each opens with its versions and publishes.
export const PostsPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <StaffPage access="staff" icon={<CampaignOutlined />} title={t('posts.title')} subtitle={t('posts.subtitle')}>
      <PostsTable />
    </StaffPage>
  );
};
