import type { Language } from '@medivi/domain';
import enCommon from './en/common.json' with { type: 'json' };
import enCostComparison from './en/costComparison.json' with { type: 'json' };
import enEob from './en/eob.json' with { type: 'json' };
import enIdCard from './en/idCard.json' with { type: 'json' };
import enMail from './en/mail.json' with { type: 'json' };
import enNotifications from './en/notifications.json' with { type: 'json' };
import enPriceCheck from './en/priceCheck.json' with { type: 'json' };
import enPublicDocuments from './en/publicDocuments.json' with { type: 'json' };
import esCommon from './es/common.json' with { type: 'json' };
import esCostComparison from './es/costComparison.json' with { type: 'json' };
import esEob from './es/eob.json' with { type: 'json' };
import esIdCard from './es/idCard.json' with { type: 'json' };
import esMail from './es/mail.json' with { type: 'json' };
import esNotifications from './es/notifications.json' with { type: 'json' };
import esPriceCheck from './es/priceCheck.json' with { type: 'json' };
import esPublicDocuments from './es/publicDocuments.json' with { type: 'json' };

/**
 * The server's message catalogues (issue 37, docs/decisions/0126): Lingui JSON in the minimal
 * style (message id to ICU message), one file per area per language, as the web app's
 * (docs/decisions/0125). The English catalogue is the source: its ids are the ids there are.
 */
export const serverCatalogues = {
  en: {
    common: enCommon,
    costComparison: enCostComparison,
    eob: enEob,
    idCard: enIdCard,
    mail: enMail,
    notifications: enNotifications,
    priceCheck: enPriceCheck,
    publicDocuments: enPublicDocuments,
  },
  es: {
    common: esCommon,
    costComparison: esCostComparison,
    eob: esEob,
    idCard: esIdCard,
    mail: esMail,
    notifications: esNotifications,
    priceCheck: esPriceCheck,
    publicDocuments: esPublicDocuments,
  },
} satisfies Record<Language, Record<string, Record<string, string>>>;

/** Every message id of the server's catalogues, e.g. `mail.signInCode.subject`. */
export type ServerTextId = {
  [Area in keyof (typeof serverCatalogues)['en']]: keyof (typeof serverCatalogues)['en'][Area];
}[keyof (typeof serverCatalogues)['en']];
