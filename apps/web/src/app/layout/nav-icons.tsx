import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FolderIcon from '@mui/icons-material/Folder';
import HelpIcon from '@mui/icons-material/Help';
import InsightsIcon from '@mui/icons-material/Insights';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PeopleIcon from '@mui/icons-material/People';
import PolicyIcon from '@mui/icons-material/Policy';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import PublishIcon from '@mui/icons-material/Publish';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import TimerIcon from '@mui/icons-material/Timer';
import type { ReactElement } from 'react';
import type { NavItemId } from '../nav-items';

/** Icon of each navigation entry (decorative: the label names the entry). */
export const navIcons: Record<NavItemId, ReactElement> = {
  cases: <FolderIcon />,
  claims: <RequestQuoteIcon />,
  priceEstimates: <PriceCheckIcon />,
  providerSearch: <ManageSearchIcon />,
  updateProviderSearch: <EditNoteIcon />,
  benchmarks: <BarChartIcon />,
  marketAnalysis: <InsightsIcon />,
  reports: <AssessmentIcon />,
  monthlyReports: <DescriptionIcon />,
  providerAcceptanceReports: <DescriptionIcon />,
  planHealthReports: <DescriptionIcon />,
  users: <PeopleIcon />,
  audit: <ReceiptLongIcon />,
  serviceLevels: <TimerIcon />,
  transparencyFiles: <PublishIcon />,
  planIdentifiers: <BadgeIcon />,
  instructionalVideo: <OndemandVideoIcon />,
  contactUs: <ContactSupportIcon />,
  faqs: <HelpIcon />,
  privacyPolicy: <PolicyIcon />,
  accountSettings: <SettingsIcon />,
};
