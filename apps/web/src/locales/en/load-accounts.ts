import { loadEnglishArea } from '../../lib/i18n/i18n';
import { messages } from './accounts.json?lingui';

// The `accounts` area's English, loaded with the pages that show it (decision 0125): every module of
// the area that words a text imports this file, so the messages are there before it renders.
loadEnglishArea(messages);
