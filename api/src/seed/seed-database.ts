import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../db/connect-database';
import { holdNames } from '../db/transactions';
import type { DB } from '../db/tables';
import { imagePath } from '../images/render-image';
import { toNgwee } from '../lib/money';
import { slugify } from '../lib/slug';
import { stableUuid } from '../lib/stable-uuid';
import { seedBlogPosts } from './blog-posts';
import { blogCalendarEnd, deliveryPromise } from './brand';
import { readTimeMinutes, sectionsToHtml, sectionsToText } from './blog-text';
import { seedCareers } from './careers';
import { seedCategories } from './categories';
import { seedContactInfo } from './contact-info';
import { seedContentBlocks } from './content/content-blocks';
import { seedMeals } from './meals';
import { seedPlaces } from './places';
import { defaultPricingSettings, seedTips } from './pricing';
import { isoDayFrom, isoTimeDaysAgo } from './seed-dates';
import { seedVendors } from './vendors';

const seedName = 'initial';
/** The roads and landmarks added to the place search after the first seed. */
const placesSeedName = 'places-roads-and-landmarks';
/** The blog dated in the footer's year and one delivery-time promise, after the first seed. */
const agreeingContentSeedName = 'content-agrees-with-itself';
/** Sentences of the first seed's content that promised another delivery time: [old, new]. */
const rewordedPromises: readonly (readonly [string, string])[] = [
  ['Most orders arrive within 30 to 45 minutes, hot and sealed.', `Most orders reach your door ${deliveryPromise.minutes} after they leave the kitchen, hot and sealed.`],
  ['Hot meals at your door in 30 to 45 minutes.', `Hot meals at your door ${deliveryPromise.minutes} after they leave the kitchen.`],
];
/** Places of the first seed that now carry another name: [old name, area, new name]. */
const renamedPlaces: readonly (readonly [string, string, string])[] = [['University of Zambia', 'Lusaka', 'University of Zambia (UNZA)']];

export function productUuid(mealName: string): string {
  return stableUuid(`product:${slugify(mealName)}`);
}

export function vendorUuid(vendorKey: string): string {
  return stableUuid(`vendor:${vendorKey}`);
}

/** Rows per INSERT: well under both databases' limits on bound parameters, however the seed grows. */
const batchSize = 200;

/** `rows` cut into INSERTs' worth. */
function batches<T>(rows: readonly T[]): T[][] {
  const cut: T[][] = [];
  for (let start = 0; start < rows.length; start += batchSize) cut.push(rows.slice(start, start + batchSize));
  return cut;
}

/** Inserts `rows` into `table` a batch at a time (in the caller's transaction). */
async function insertRows<T extends keyof DB & string>(db: Db, table: T, rows: readonly Insertable<DB[T]>[]): Promise<void> {
  for (const batch of batches(rows)) await db.insertInto(table).values(batch).execute();
}

async function hasSeed(db: Db, name: string): Promise<boolean> {
  return (await db.selectFrom('seed_history').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

/**
 * Fills an empty database with the demo catalogue and content, once. A database that already has
 * vendors but no seed record (one filled by hand or by a real import) is left alone.
 * Dates count from `today` (tests pass a fixed day); nothing else depends on when it runs.
 * Answers whether it seeded now.
 */
export function seedDatabase(db: Db, today: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Replicas starting together on one database seed it once: the second waits here, then finds the seed.
    await holdNames(trx, ['seed']);
    const alreadySeeded = await hasSeed(trx, seedName);
    if (alreadySeeded) {
      await updateSeedPlaces(trx);
      await updateSeedContent(trx);
    }
    const hasVendors = (await trx.selectFrom('vendors').select('id').limit(1).executeTakeFirst()) !== undefined;
    if (alreadySeeded || hasVendors) return false;

    await insertCatalogue(trx);
    await insertPricing(trx);
    await insertBlogPosts(trx);
    await insertCareers(trx, today);
    await insertContent(trx, today);
    await insertRows(trx, 'places', seedPlaces);
    await insertRows(trx, 'seed_history', [{ name: seedName }, { name: placesSeedName }, { name: agreeingContentSeedName }]);
    return true;
  });
}

/**
 * A database seeded before the content agreed with itself gets, once, the seed's posts dated in
 * the footer's year and the one delivery-time promise in the content blocks that carried another.
 * Posts and sentences not of the seed are left as they are.
 */
async function updateSeedContent(trx: Transaction<DB>): Promise<void> {
  if (await hasSeed(trx, agreeingContentSeedName)) return;
  // The sentences as they stand inside the blocks' JSON text.
  const rewordings = rewordedPromises.map(([before, after]) => [JSON.stringify(before).slice(1, -1), JSON.stringify(after).slice(1, -1)] as const);
  for (const post of seedBlogPosts) {
    const at = isoTimeDaysAgo(blogCalendarEnd, post.daysAgo);
    await trx.updateTable('blog_posts').set({ published_at: at, created_at: at, updated_at: at }).where('slug', '=', slugify(post.title)).execute();
  }
  // Text search and replace differ between the databases; the blocks are few, so it is done here.
  const blocks = await trx.selectFrom('content_blocks').select(['kind', 'key', 'data']).execute();
  for (const block of blocks) {
    const data = rewordings.reduce((text, [before, after]) => text.split(before).join(after), block.data);
    if (data === block.data) continue;
    await trx.updateTable('content_blocks').set({ data }).where('kind', '=', block.kind).where('key', '=', block.key).execute();
  }
  await trx.insertInto('seed_history').values({ name: agreeingContentSeedName }).execute();
}

/**
 * A database seeded before the place search knew roads and landmarks gets them, once: the seed's
 * places are written again (the new ones added, the old ones given their current name, kind and
 * point); places added by hand are left as they are.
 */
async function updateSeedPlaces(trx: Transaction<DB>): Promise<void> {
  if (await hasSeed(trx, placesSeedName)) return;
  for (const [oldName, area, newName] of renamedPlaces) {
    // A place already carrying the new name keeps it, and the old one stays as it is.
    await trx
      .updateTable('places')
      .set({ name: newName })
      .where('name', '=', oldName)
      .where('area', '=', area)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('places as taken').select('taken.id').where('taken.name', '=', newName).where('taken.area', '=', area))),
      )
      .execute();
  }
  for (const batch of batches(seedPlaces)) {
    await trx
      .insertInto('places')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['name', 'area']).doUpdateSet((eb) => ({
          province: eb.ref('excluded.province'),
          kind: eb.ref('excluded.kind'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
        })),
      )
      .execute();
  }
  await trx.insertInto('seed_history').values({ name: placesSeedName }).execute();
}

/**
 * The kitchens, categories, meals and their images. New ids are matched to their rows by a unique
 * key, not by position: neither database promises the order of a multi-row INSERT's RETURNING.
 */
async function insertCatalogue(db: Db): Promise<void> {
  const vendorRows = seedVendors.map(({ key, openingHours, ...fields }) => ({
    ...fields,
    opening_hours: openingHours,
    uuid: vendorUuid(key),
    image: imagePath('vendors', key),
  }));
  const vendorIdByUuid = new Map<string, number>();
  for (const batch of batches(vendorRows)) {
    const rows = await db.insertInto('vendors').values(batch).returning(['id', 'uuid']).execute();
    for (const row of rows) vendorIdByUuid.set(row.uuid, row.id);
  }

  const categoryIdByName = new Map<string, number>();
  const categoryRows = seedCategories.map((name, index) => ({ name, sort_order: index + 1 }));
  for (const batch of batches(categoryRows)) {
    const rows = await db.insertInto('categories').values(batch).returning(['id', 'name']).execute();
    for (const row of rows) categoryIdByName.set(row.name, row.id);
  }

  const productRows = seedMeals.map((meal) => {
    const vendorId = vendorIdByUuid.get(vendorUuid(meal.vendor));
    const categoryId = categoryIdByName.get(meal.category);
    if (vendorId === undefined || categoryId === undefined) {
      throw new Error(`Seed meal ${meal.name} names an unknown vendor or category`);
    }
    return {
      uuid: productUuid(meal.name),
      vendor_id: vendorId,
      category_id: categoryId,
      name: meal.name,
      description: meal.description,
      price_ngwee: toNgwee(meal.price),
      preparation_time: meal.preparationTime,
    };
  });
  const productIdByUuid = new Map<string, number>();
  for (const batch of batches(productRows)) {
    const rows = await db.insertInto('products').values(batch).returning(['id', 'uuid']).execute();
    for (const row of rows) productIdByUuid.set(row.uuid, row.id);
  }

  const imageRows = seedMeals.flatMap((meal) => {
    const productId = productIdByUuid.get(productUuid(meal.name));
    if (productId === undefined) throw new Error(`Seed meal ${meal.name} was not stored`);
    const slug = slugify(meal.name);
    return Array.from({ length: meal.images }, (_, index) => {
      const number = index + 1;
      return {
        product_id: productId,
        url: imagePath('meals', `${slug}-${number}`),
        name: number === 1 ? meal.name : `${meal.name} (${number})`,
        sort_order: number,
      };
    });
  });
  await insertRows(db, 'product_images', imageRows);
}

async function insertPricing(db: Db): Promise<void> {
  await insertRows(db, 'app_settings', Object.entries(defaultPricingSettings).map(([key, value]) => ({ key, value })));
  await insertRows(db, 'tips', seedTips.map((kwacha, index) => ({ amount_ngwee: toNgwee(kwacha), sort_order: index + 1 })));
  await db
    .insertInto('contact_info')
    .values({
      id: 1,
      company_email: seedContactInfo.company_email,
      company_phone: seedContactInfo.company_phone,
      company_address: seedContactInfo.company_address,
      company_social_media: JSON.stringify(seedContactInfo.company_social_media),
    })
    .execute();
}

async function insertBlogPosts(db: Db): Promise<void> {
  const rows = seedBlogPosts.map((post) => {
    const slug = slugify(post.title);
    const contentText = sectionsToText(post.sections);
    const publishedAt = isoTimeDaysAgo(blogCalendarEnd, post.daysAgo);
    return {
      slug,
      title: post.title,
      excerpt: post.excerpt,
      content_html: sectionsToHtml(post.sections),
      content_text: contentText,
      image: imagePath('blog', slug),
      category: post.category,
      author: post.author,
      tags: JSON.stringify(post.tags),
      read_time: readTimeMinutes(contentText),
      is_featured: post.featured ? 1 : 0,
      views: post.views,
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    };
  });
  await insertRows(db, 'blog_posts', rows);
}

async function insertCareers(db: Db, today: Date): Promise<void> {
  const rows = seedCareers.map((career) => ({
    title: career.title,
    location: career.location,
    type: career.type,
    department: career.department,
    is_featured: career.featured ? 1 : 0,
    salary_min: career.salaryMin,
    salary_max: career.salaryMax,
    application_deadline: career.deadlineInDays === null ? null : isoDayFrom(today, career.deadlineInDays),
    description: career.description,
    requirements: career.requirements,
    benefits: JSON.stringify(career.benefits),
  }));
  await insertRows(db, 'careers', rows);
}

async function insertContent(db: Db, today: Date): Promise<void> {
  await insertRows(db, 'content_blocks', seedContentBlocks(today).map((block) => ({ kind: block.kind, key: block.key, data: JSON.stringify(block.data) })));
}

/**
 * The database of a local run lives on between starts, so the closing days the seed wrote would
 * one by one pass and the careers page empty out. On each start, a seeded opening whose closing
 * day has passed gets the seed's number of days again, counted from `today`. Only a database this
 * seed filled, and only openings still carrying a seeded title: anything else is real data.
 * Answers how many openings it renewed.
 */
export async function renewSeedDeadlines(db: Db, today: Date = new Date()): Promise<number> {
  if (!(await hasSeed(db, seedName))) return 0;
  const todayIso = isoDayFrom(today, 0);
  return db.transaction().execute(async (trx) => {
    let renewed = 0;
    for (const career of seedCareers) {
      if (career.deadlineInDays === null) continue;
      const result = await trx
        .updateTable('careers')
        .set({ application_deadline: isoDayFrom(today, career.deadlineInDays) })
        .where('title', '=', career.title)
        .where('application_deadline', 'is not', null)
        .where('application_deadline', '<', todayIso)
        .executeTakeFirst();
      renewed += Number(result.numUpdatedRows);
    }
    return renewed;
  });
}
