import type { ReactElement } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';

export type Category = {
  key: 'qa' | 'junior' | 'software' | 'productManager' | 'administration' | 'humanResources' | 'marketingSales' | 'remote';
  // the search text, in English whatever the page language: it goes into the URL and the query
  label: string;
  icon: ReactElement;
  tint: string;
};

// The 8 landing categories.
export const categories: Category[] = [
  { key: 'qa', label: 'QA', icon: <BugReportOutlined />, tint: '#f97316' },
  { key: 'junior', label: 'Junior', icon: <SchoolOutlined />, tint: '#22c55e' },
  { key: 'software', label: 'Software', icon: <CodeOutlined />, tint: '#6366f1' },
  { key: 'productManager', label: 'Product Manager', icon: <Inventory2Outlined />, tint: '#0ea5e9' },
  { key: 'administration', label: 'Administration', icon: <AdminPanelSettingsOutlined />, tint: '#64748b' },
  { key: 'humanResources', label: 'Human Resources', icon: <Groups2Outlined />, tint: '#ec4899' },
  { key: 'marketingSales', label: 'Marketing / Sales', icon: <CampaignOutlined />, tint: '#eab308' },
  { key: 'remote', label: 'Remote', icon: <HomeWorkOutlined />, tint: '#14b8a6' },
];
