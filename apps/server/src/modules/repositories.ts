import type { Database } from '../db/client';
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
  return {
    users: createUsersRepository(db),
    accountTokens: createAccountTokensRepository(),
    skills: createSkillsRepository(db),
    categories: createCategoriesRepository(db),
    categoryGroups: createCategoryGroupsRepository(db),
    gigs: createGigsRepository(db),
    search: createSearchRepository(db),
    sellerGigs: createSellerGigsRepository(db),
    sellers: createSellersRepository(db),
    profiles: createProfilesRepository(db),
    orders: createOrdersRepository(db),
    payments: createPaymentsRepository(db),
    reviews: createReviewsRepository(db),
    sellerLevels: createSellerLevelsRepository(db),
    messages: createMessagesRepository(db),
    mail: createMailRepository(db),
    reports: createReportsRepository(db),
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
