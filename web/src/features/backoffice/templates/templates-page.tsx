import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { StaffPage } from '../../../shared/staff-page';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';

// /templates: the list; /templates/{template}: its editor (back-office spec §2 Templates).
export const TemplatesPage = () => {
  const { t } = useTranslation('templates');
  const { template } = useParams();
  return (
    <StaffPage access="staff" icon={<MailOutlined />} title={t('title')} subtitle={t('subtitle')}>
      {template ? <TemplateEditor key={template} id={template} /> : <TemplateList />}
    </StaffPage>
  );
};
