import type { Db } from '../db/open-database';
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

/**
 * Fills an empty database with the demo catalogue and content, once. A database that already has
 * vendors but no seed record (one filled by hand or by a real import) is left alone.
 * Dates count from `today` (tests pass a fixed day); nothing else depends on when it runs.
 * Returns whether it seeded now.
 */
export function seedDatabase(db: Db, today: Date = new Date()): boolean {
  const alreadySeeded = db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(seedName) !== undefined;
  if (alreadySeeded) {
    updateSeedPlaces(db);
    updateSeedContent(db);
  }
  const hasVendors = db.prepare('SELECT 1 FROM vendors LIMIT 1').get() !== undefined;
  if (alreadySeeded || hasVendors) return false;

  db.transaction(() => {
    insertCatalogue(db);
    insertPricing(db);
    insertBlogPosts(db);
    insertCareers(db, today);
    insertContent(db, today);
    insertPlaces(db);
    db.prepare('INSERT INTO seed_history (name) VALUES (?)').run(seedName);
    db.prepare('INSERT INTO seed_history (name) VALUES (?)').run(placesSeedName);
    db.prepare('INSERT INTO seed_history (name) VALUES (?)').run(agreeingContentSeedName);
  })();
  return true;
}

/**
 * A database seeded before the content agreed with itself gets, once, the seed's posts dated in
 * the footer's year and the one delivery-time promise in the content blocks that carried another.
 * Posts and sentences not of the seed are left as they are.
 */
function updateSeedContent(db: Db): void {
  if (db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(agreeingContentSeedName) !== undefined) return;
  const redate = db.prepare('UPDATE blog_posts SET published_at = @at, created_at = @at, updated_at = @at WHERE slug = @slug');
  const reword = db.prepare('UPDATE content_blocks SET data = replace(data, ?, ?) WHERE instr(data, ?) > 0');
  db.transaction(() => {
    for (const post of seedBlogPosts) redate.run({ slug: slugify(post.title), at: isoTimeDaysAgo(blogCalendarEnd, post.daysAgo) });
    for (const [before, after] of rewordedPromises) reword.run(JSON.stringify(before).slice(1, -1), JSON.stringify(after).slice(1, -1), JSON.stringify(before).slice(1, -1));
    db.prepare('INSERT INTO seed_history (name) VALUES (?)').run(agreeingContentSeedName);
  })();
}

/**
 * A database seeded before the place search knew roads and landmarks gets them, once: the seed's
 * places are written again (the new ones added, the old ones given their current name, kind and
 * point); places added by hand are left as they are.
 */
function updateSeedPlaces(db: Db): void {
  if (db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(placesSeedName) !== undefined) return;
  const rename = db.prepare('UPDATE OR IGNORE places SET name = ? WHERE name = ? AND area = ?');
  const upsert = db.prepare(`INSERT INTO places (name, area, province, kind, latitude, longitude)
    VALUES (@name, @area, @province, @kind, @latitude, @longitude)
    ON CONFLICT (name, area) DO UPDATE SET province = excluded.province, kind = excluded.kind,
      latitude = excluded.latitude, longitude = excluded.longitude`);
  db.transaction(() => {
    for (const [oldName, area, newName] of renamedPlaces) rename.run(newName, oldName, area);
    for (const place of seedPlaces) upsert.run(place);
    db.prepare('INSERT INTO seed_history (name) VALUES (?)').run(placesSeedName);
  })();
}

function insertCatalogue(db: Db): void {
  const insertVendor = db.prepare(`INSERT INTO vendors
    (uuid, name, description, image, address, city, phone, latitude, longitude, rating, opening_hours)
    VALUES (@uuid, @name, @description, @image, @address, @city, @phone, @latitude, @longitude, @rating, @openingHours)`);
  const vendorIds = new Map<string, number | bigint>();
  for (const vendor of seedVendors) {
    const { key, ...fields } = vendor;
    const result = insertVendor.run({ ...fields, uuid: vendorUuid(key), image: imagePath('vendors', key) });
    vendorIds.set(key, result.lastInsertRowid);
  }

  const insertCategory = db.prepare('INSERT INTO categories (name, sort_order) VALUES (?, ?)');
  const categoryIds = new Map<string, number | bigint>();
  seedCategories.forEach((name, index) => {
    categoryIds.set(name, insertCategory.run(name, index + 1).lastInsertRowid);
  });

  const insertProduct = db.prepare(`INSERT INTO products
    (uuid, vendor_id, category_id, name, description, price_ngwee, preparation_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertImage = db.prepare('INSERT INTO product_images (product_id, url, name, sort_order) VALUES (?, ?, ?, ?)');
  for (const meal of seedMeals) {
    const vendorId = vendorIds.get(meal.vendor);
    const categoryId = categoryIds.get(meal.category);
    if (vendorId === undefined || categoryId === undefined) {
      throw new Error(`Seed meal ${meal.name} names an unknown vendor or category`);
    }
    const productId = insertProduct.run(
      productUuid(meal.name),
      vendorId,
      categoryId,
      meal.name,
      meal.description,
      toNgwee(meal.price),
      meal.preparationTime,
    ).lastInsertRowid;
    const slug = slugify(meal.name);
    for (let number = 1; number <= meal.images; number += 1) {
      const name = number === 1 ? meal.name : `${meal.name} (${number})`;
      insertImage.run(productId, imagePath('meals', `${slug}-${number}`), name, number);
    }
  }
}

function insertPricing(db: Db): void {
  const insertSetting = db.prepare('INSERT INTO app_settings (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(defaultPricingSettings)) insertSetting.run(key, value);
  const insertTip = db.prepare('INSERT INTO tips (amount_ngwee, sort_order) VALUES (?, ?)');
  seedTips.forEach((kwacha, index) => insertTip.run(toNgwee(kwacha), index + 1));

  db.prepare(`INSERT INTO contact_info (id, company_email, company_phone, company_address, company_social_media)
    VALUES (1, ?, ?, ?, ?)`).run(
    seedContactInfo.company_email,
    seedContactInfo.company_phone,
    seedContactInfo.company_address,
    JSON.stringify(seedContactInfo.company_social_media),
  );
}

function insertBlogPosts(db: Db): void {
  const insertPost = db.prepare(`INSERT INTO blog_posts
    (slug, title, excerpt, content_html, content_text, image, category, author, tags, read_time,
     is_featured, views, published_at, created_at, updated_at)
    VALUES (@slug, @title, @excerpt, @contentHtml, @contentText, @image, @category, @author, @tags, @readTime,
     @isFeatured, @views, @publishedAt, @publishedAt, @publishedAt)`);
  for (const post of seedBlogPosts) {
    const slug = slugify(post.title);
    const contentText = sectionsToText(post.sections);
    insertPost.run({
      slug,
      title: post.title,
      excerpt: post.excerpt,
      contentHtml: sectionsToHtml(post.sections),
      contentText,
      image: imagePath('blog', slug),
      category: post.category,
      author: post.author,
      tags: JSON.stringify(post.tags),
      readTime: readTimeMinutes(contentText),
      isFeatured: post.featured ? 1 : 0,
      views: post.views,
      publishedAt: isoTimeDaysAgo(blogCalendarEnd, post.daysAgo),
    });
  }
}

function insertCareers(db: Db, today: Date): void {
  const insertCareer = db.prepare(`INSERT INTO careers
    (title, location, type, department, is_featured, salary_min, salary_max, application_deadline,
     description, requirements, benefits)
    VALUES (@title, @location, @type, @department, @isFeatured, @salaryMin, @salaryMax, @applicationDeadline,
     @description, @requirements, @benefits)`);
  for (const career of seedCareers) {
    insertCareer.run({
      title: career.title,
      location: career.location,
      type: career.type,
      department: career.department,
      isFeatured: career.featured ? 1 : 0,
      salaryMin: career.salaryMin,
      salaryMax: career.salaryMax,
      applicationDeadline: career.deadlineInDays === null ? null : isoDayFrom(today, career.deadlineInDays),
      description: career.description,
      requirements: career.requirements,
      benefits: JSON.stringify(career.benefits),
    });
  }
}

function insertContent(db: Db, today: Date): void {
  const insertBlock = db.prepare('INSERT INTO content_blocks (kind, key, data) VALUES (?, ?, ?)');
  for (const block of seedContentBlocks(today)) insertBlock.run(block.kind, block.key, JSON.stringify(block.data));
}

function insertPlaces(db: Db): void {
  const insertPlace = db.prepare(`INSERT INTO places (name, area, province, kind, latitude, longitude)
    VALUES (@name, @area, @province, @kind, @latitude, @longitude)`);
  for (const place of seedPlaces) insertPlace.run(place);
}

/**
 * The database of a local run lives on between starts, so the closing days the seed wrote would
 * one by one pass and the careers page empty out. On each start, a seeded opening whose closing
 * day has passed gets the seed's number of days again, counted from `today`. Only a database this
 * seed filled, and only openings still carrying a seeded title: anything else is real data.
 * Returns how many openings it renewed.
 */
export function renewSeedDeadlines(db: Db, today: Date = new Date()): number {
  if (db.prepare('SELECT 1 FROM seed_history WHERE name = ?').get(seedName) === undefined) return 0;
  const renew = db.prepare(`UPDATE careers SET application_deadline = @deadline
    WHERE title = @title AND application_deadline IS NOT NULL AND application_deadline < @today`);
  let renewed = 0;
  db.transaction(() => {
    for (const career of seedCareers) {
      if (career.deadlineInDays === null) continue;
      renewed += renew.run({
        title: career.title,
        deadline: isoDayFrom(today, career.deadlineInDays),
        today: isoDayFrom(today, 0),
      }).changes;
    }
  })();
  return renewed;
}
