import type { Database } from '../db/client';
import { createCategoriesRepository } from './categories/categories-repository';
import { createCategoryGroupsRepository } from './category-groups/category-groups-repository';
import { createFilesRepository } from './files/files-repository';
import { createGigsRepository } from './gigs/gigs-repository';
import { createImagesRepository } from './images/images-repository';
import { createMessagesRepository } from './messages/messages-repository';
import { createNotificationsRepository } from './notifications/notifications-repository';
import { createOrdersRepository } from './orders/orders-repository';
import { createProfilesRepository } from './profiles/profiles-repository';
import { createRateLimitsRepository } from './rate-limits/rate-limits-repository';
import { createReviewsRepository } from './reviews/reviews-repository';
import { createSearchRepository } from './search/search-repository';
import { createSellerGigsRepository } from './seller-gigs/seller-gigs-repository';
import { createSellersRepository } from './sellers/sellers-repository';
import { createSkillsRepository } from './skills/skills-repository';
import { createUsersRepository } from './users/users-repository';

export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    skills: createSkillsRepository(db),
    categories: createCategoriesRepository(db),
    categoryGroups: createCategoryGroupsRepository(db),
    gigs: createGigsRepository(db),
    search: createSearchRepository(db),
    sellerGigs: createSellerGigsRepository(db),
    sellers: createSellersRepository(db),
    profiles: createProfilesRepository(db),
    orders: createOrdersRepository(db),
    reviews: createReviewsRepository(db),
    messages: createMessagesRepository(db),
    notifications: createNotificationsRepository(db),
    images: createImagesRepository(db),
    files: createFilesRepository(db),
    rateLimits: createRateLimitsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}
