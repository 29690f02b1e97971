import type { ReactElement } from 'react';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';

// The staff screens' icons by screen name: the staff navigation, the avatar menu's staff groups and
// the placeholder pages of the screens still to come show the same one.
export const staffIcons = {
  mainDashboard: <DashboardOutlined />,
  jhUsers: <ManageAccountsOutlined />,
  jhSettings: <TuneOutlined />,
  reviews: <RateReviewOutlined />,
  marketing: <CampaignOutlined />,
  templates: <ArticleOutlined />,
  statistics: <BarChartOutlined />,
  publishGrid: <ViewModuleOutlined />,
  meetingSlots: <EventAvailableOutlined />,
  recruiterContacts: <ContactMailOutlined />,
  questionnaires: <QuizOutlined />,
  leads: <ContactPhoneOutlined />,
  clientsStatus: <GroupsOutlined />,
  jobsFound: <WorkOutlineOutlined />,
  interviewsReport: <RecordVoiceOverOutlined />,
  partnerClients: <HandshakeOutlined />,
  bflClients: <PaidOutlined />,
  paymentLink: <AddLinkOutlined />,
  reports: <ReportOutlined />,
  users: <PeopleOutlined />,
  payments: <PaymentsOutlined />,
  sendPush: <NotificationsActiveOutlined />,
  jsSettings: <TuneOutlined />,
} satisfies Record<string, ReactElement>;

export type StaffScreen = keyof typeof staffIcons;
