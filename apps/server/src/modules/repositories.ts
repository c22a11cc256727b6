import type { Database } from '../db/client';
import { sharedWithinPage } from '../lib/page-reads';
import { createAccountTokensRepository } from './accounts/account-tokens-repository';
import { createCategoriesRepository } from './catalog/categories-repository';
import { createCategoryGroupsRepository } from './catalog/category-groups-repository';
import { createFilesRepository } from './files/files-repository';
import { createGigsRepository } from './gigs/gigs-repository';
import { createHealthRepository } from './health/health-repository';
import { createImagesRepository } from './files/images-repository';
import { createMailRepository } from './mail/mail-repository';
import { createMessagesRepository } from './messaging/messages-repository';
import { createNotificationsRepository } from './messaging/notifications-repository';
import { createPresenceRepository } from './messaging/presence-repository';
import { createOrdersRepository } from './orders/orders-repository';
import { createPageHeadsRepository } from './crawling/page-heads-repository';
import { createPaymentsRepository } from './payments/payments-repository';
import { createProfilesRepository } from './accounts/profiles-repository';
import { createRateLimitsRepository } from './accounts/rate-limits-repository';
import { createAppealsRepository } from './trust/appeals-repository';
import { createReportsRepository } from './trust/reports-repository';
import { createReviewsRepository } from './reviews/reviews-repository';
import { createSellerLevelsRepository } from './reviews/seller-levels-repository';
import { createSearchRepository } from './search/search-repository';
import { createSellerGigsRepository } from './gigs/seller-gigs-repository';
import { createSellersRepository } from './gigs/sellers-repository';
import { createSitemapsRepository } from './crawling/sitemaps-repository';
import { createSkillsRepository } from './catalog/skills-repository';
import { createUsersRepository } from './accounts/users-repository';

export function createRepositories(db: Database) {
  const gigs = createGigsRepository(db);
  const sellerGigs = createSellerGigsRepository(db);
  return {
    users: createUsersRepository(db),
    accountTokens: createAccountTokensRepository(),
    skills: createSkillsRepository(db),
    categories: createCategoriesRepository(db),
    categoryGroups: createCategoryGroupsRepository(db),
    // A rendered gig page's head and its API calls read the same card and offer (page-reads.ts).
    gigs: {
      ...gigs,
      findView: sharedWithinPage('gigs.findView', (id: number) => gigs.findView(id)),
    },
    search: createSearchRepository(db),
    sellerGigs: {
      ...sellerGigs,
      findOffer: sharedWithinPage('sellerGigs.findOffer', (id: number) => sellerGigs.findOffer(id)),
    },
    sellers: createSellersRepository(db),
    profiles: createProfilesRepository(db),
    orders: createOrdersRepository(db),
    payments: createPaymentsRepository(db),
    reviews: createReviewsRepository(db),
    sellerLevels: createSellerLevelsRepository(db),
    messages: createMessagesRepository(db),
    mail: createMailRepository(db),
    reports: createReportsRepository(db),
    appeals: createAppealsRepository(db),
    notifications: createNotificationsRepository(db),
    presence: createPresenceRepository(db),
    images: createImagesRepository(db),
    files: createFilesRepository(db),
    rateLimits: createRateLimitsRepository(db),
    health: createHealthRepository(db),
    sitemaps: createSitemapsRepository(db),
    pageHeads: createPageHeadsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}
