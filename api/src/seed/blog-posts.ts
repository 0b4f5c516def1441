export interface SeedBlogSection {
  heading?: string;
  paragraphs: string[];
}

export interface SeedBlogPost {
  title: string;
  category: string;
  author: string;
  tags: string[];
  featured: boolean;
  views: number;
  /** Days before the end of the blog's calendar (`blogCalendarEnd`) that the post was published (at 08:00 UTC). */
  daysAgo: number;
  excerpt: string;
  sections: SeedBlogSection[];
}

export const seedBlogPosts: readonly SeedBlogPost[] = [
  {
    title: 'A Beginner’s Guide to Nshima and Its Relishes',
    category: 'Food Culture',
    author: 'Chileshe Mwansa',
    tags: ['nshima', 'zambian food', 'relishes'],
    featured: true,
    views: 1840,
    daysAgo: 131,
    excerpt: 'Nshima is the heart of every Zambian table. Here is how to eat it, and which relishes to try first.',
    sections: [
      { paragraphs: ['Nshima is a stiff porridge of finely ground maize meal, and for most Zambians a meal without it is only a snack. It is eaten with the right hand: pinch off a piece, roll it into a ball, press a dent with your thumb and scoop up the relish.'] },
      { heading: 'Relishes to start with', paragraphs: ['Ifisashi, greens cooked in a groundnut sauce, is gentle and rich. Kapenta, the small sardine-like fish from Lake Kariba and Lake Tanganyika, brings crunch and salt. Village chicken is the Sunday favourite: tougher than broiler chicken, and far tastier.', 'If you like heat, ask for a side of chilli. Most kitchens keep a jar of their own.'] },
      { heading: 'Ordering nshima on ZamEats', paragraphs: ['Every nshima dish on our menu lists its relish in the name, so you know what you are getting. Try one new relish each week and you will have a favourite within a month.'] },
      { heading: 'Nshima through the day', paragraphs: ['Breakfast in many homes is porridge made from the same maize meal, thinner and often sweetened with sugar or groundnut butter. Lunch and supper are the nshima meals, and a family pot is shared from one plate in the middle of the table, each person eating from the side nearest to them.', 'Most kitchens serve two lumps per plate, called ntanda. If you are hungry after a long day, ask for a third: nobody will think it strange.'] },
      { heading: 'White, brown or cassava', paragraphs: ['Most nshima is made from breakfast meal, the finely sifted white maize flour sold in every supermarket. Roller meal keeps more of the grain and gives a heavier, slightly brown nshima that many older Zambians prefer. In Luapula and the north-west, nshima is also made from cassava flour, which is smoother and stretches as you pull it.', 'Each tastes a little different with the same relish, so it is worth trying all three when you see them on a menu.'] },
      { heading: 'Good manners at the table', paragraphs: ['Wash your hands before the meal; restaurants bring a bowl of warm water to the table for this. Eat with your right hand, take relish from the side of the plate nearest to you, and leave the last piece of meat for the eldest at the table when you eat with family.', 'Ordering for the office? Add a bottle of water and a small bowl to the order so everyone can wash before eating.'] },
    ],
  },
  {
    title: 'Chikanda: The Story of African Polony',
    category: 'Food Culture',
    author: 'Mutale Bwalya',
    tags: ['chikanda', 'traditional', 'northern province'],
    featured: true,
    views: 1320,
    daysAgo: 123,
    excerpt: 'Made from wild orchid tubers and groundnuts, chikanda is one of Zambia’s most unusual and loved dishes.',
    sections: [
      { paragraphs: ['Chikanda comes from the Bemba heartland of northern Zambia. Wild orchid tubers are dried, pounded and cooked with groundnut flour and chilli until the mixture sets, then it is sliced like a cake.', 'Because the orchids grow slowly, responsible cooks buy from sellers who harvest with care. Our vendors source from cooperatives that replant.'] },
      { heading: 'How to eat it', paragraphs: ['Chikanda is a snack on its own, a side with nshima, or a treat at weddings. It keeps well and travels well, which is why it is on so many menus.'] },
    ],
  },
  {
    title: 'Five Ways to Enjoy Kapenta',
    category: 'Recipes',
    author: 'Chileshe Mwansa',
    tags: ['kapenta', 'fish', 'recipes'],
    featured: false,
    views: 965,
    daysAgo: 115,
    excerpt: 'Fried, stewed, on pizza or in a sandwich: kapenta is more versatile than you think.',
    sections: [
      { paragraphs: ['Kapenta is cheap, full of protein and keeps for months when dried. Here are five ways our kitchens serve it.'] },
      { heading: 'The classics', paragraphs: ['Fried crisp with tomato and onion, then served with nshima. Or stewed slowly until soft, for those who prefer a gentler texture.'] },
      { heading: 'The new ones', paragraphs: ['Broadway Pizza & Bakery in Ndola puts kapenta and fresh chilli on a wood-fired base. Others fold it into fritters or toss it with rape and groundnuts.'] },
    ],
  },
  {
    title: 'Why Village Chicken Tastes Better',
    category: 'Food Culture',
    author: 'Mwila Tembo',
    tags: ['village chicken', 'farming', 'zambian food'],
    featured: false,
    views: 1410,
    daysAgo: 107,
    excerpt: 'Free-range, slow-growing and cooked for hours: the secrets behind Zambia’s favourite Sunday meal.',
    sections: [
      { paragraphs: ['Village chickens roam, scratch and grow slowly. The meat is firmer and darker, and it needs long, slow cooking to become tender.', 'Copperbelt Village Pot in Kitwe stews theirs over charcoal for up to two hours, which is why the preparation time on that dish is longer than most.'] },
      { heading: 'Supporting small farmers', paragraphs: ['Most village chickens come from small family farms. Buying them keeps money in rural communities and keeps a traditional breed alive.'] },
    ],
  },
  {
    title: 'Lusaka’s Best Lunch Spots for Busy Workers',
    category: 'City Guides',
    author: 'Natasha Phiri',
    tags: ['lusaka', 'lunch', 'guide'],
    featured: false,
    views: 2210,
    daysAgo: 100,
    excerpt: 'Short on time near Cairo Road or Manda Hill? These kitchens deliver a proper lunch in under half an hour.',
    sections: [
      { paragraphs: ['Lunch in Lusaka should not mean another packet of biscuits. We looked at the dishes with the shortest preparation times near the city centre.'] },
      { heading: 'Quick and filling', paragraphs: ['Nshima with kapenta and nshima with ifisashi from Mama Chanda’s Kitchen are ready in about half an hour. Burgers from Kabulonga Grill House take the same.', 'For something light, a baobab smoothie from Manda Hill Sweets & Juices keeps you going through the afternoon.'] },
    ],
  },
  {
    title: 'Eating Well in Livingstone After a Day at the Falls',
    category: 'City Guides',
    author: 'Mwila Tembo',
    tags: ['livingstone', 'victoria falls', 'guide'],
    featured: true,
    views: 1755,
    daysAgo: 92,
    excerpt: 'You have seen Mosi-oa-Tunya, now eat like a local: bream from the Zambezi and a cold ginger beer.',
    sections: [
      { paragraphs: ['After a day of spray and thunder at Mosi-oa-Tunya, nothing beats fresh fish. Zambezi Riverside Grill serves whole bream and tilapia straight from the river.'] },
      { heading: 'What to order', paragraphs: ['Nshima with fried bream is the local choice. Sticky pork ribs and beef sosaties are there for the hungry, and homemade ginger beer cools everyone down.'] },
    ],
  },
  {
    title: 'How Our Riders Keep Your Food Hot',
    category: 'Behind the Scenes',
    author: 'ZamEats Team',
    tags: ['riders', 'delivery', 'behind the scenes'],
    featured: false,
    views: 640,
    daysAgo: 84,
    excerpt: 'Insulated bags, smart routing and a lot of care: what happens between the kitchen and your door.',
    sections: [
      { paragraphs: ['Every ZamEats rider carries an insulated bag that keeps food hot for up to forty minutes. Drinks travel in a separate cold compartment.', 'Our routing picks the shortest safe route, and riders see the preparation time of each order so they arrive as the food is ready.'] },
      { heading: 'Want to ride with us?', paragraphs: ['Riders choose their own hours and are paid weekly. Visit the rider app page to find out more.'] },
    ],
  },
  {
    title: 'Meet the Vendors: Mama Chanda’s Kitchen',
    category: 'Vendor Stories',
    author: 'Natasha Phiri',
    tags: ['vendors', 'lusaka', 'nshima'],
    featured: false,
    views: 880,
    daysAgo: 76,
    excerpt: 'Twenty years of nshima on Cairo Road, and now on your phone.',
    sections: [
      { paragraphs: ['Mama Chanda started with a charcoal brazier and three pots near Cairo Road. Today her kitchen feeds hundreds of office workers a day.', '“People want food that tastes like home,” she says. “That has not changed. Only now they order it on their phones.”'] },
      { heading: 'Her recommendation', paragraphs: ['Nshima with chibwabwa, pumpkin leaves with pounded groundnuts. “It is simple,” she says, “and simple is hardest to get right.”'] },
    ],
  },
  {
    title: 'Meet the Vendors: Copperbelt Village Pot',
    category: 'Vendor Stories',
    author: 'Mutale Bwalya',
    tags: ['vendors', 'kitwe', 'copperbelt'],
    featured: false,
    views: 720,
    daysAgo: 68,
    excerpt: 'Charcoal, patience and village chicken: a Kitwe kitchen that refuses to hurry.',
    sections: [
      { paragraphs: ['In Kitwe, Copperbelt Village Pot cooks everything over charcoal. The menu is short and the waiting time is honest.', 'Their ifinkubala, fried mopane caterpillars, has won over plenty of first-timers.'] },
    ],
  },
  {
    title: 'Healthy Eating with Traditional Zambian Foods',
    category: 'Health',
    author: 'Dr. Bupe Lungu',
    tags: ['health', 'nutrition', 'vegetables'],
    featured: false,
    views: 1095,
    daysAgo: 60,
    excerpt: 'Pumpkin leaves, okra, groundnuts and small fish: the traditional table is full of good nutrition.',
    sections: [
      { paragraphs: ['Many traditional relishes are naturally balanced. Greens such as rape, chibwabwa and bondwe bring iron and vitamins; groundnuts bring protein and healthy fats; kapenta brings calcium.'] },
      { heading: 'Tips for a lighter plate', paragraphs: ['Ask for a smaller portion of nshima and a double portion of vegetables. Choose grilled fish over fried. And drink water or munkoyo rather than fizzy drinks.'] },
    ],
  },
  {
    title: 'Planning Catering for a Zambian Wedding',
    category: 'Events',
    author: 'Natasha Phiri',
    tags: ['catering', 'weddings', 'events'],
    featured: true,
    views: 1530,
    daysAgo: 52,
    excerpt: 'From kitchen parties to the big day: how to feed two hundred guests without losing your mind.',
    sections: [
      { paragraphs: ['A Zambian wedding is rarely small. Start planning the food at least three months ahead, and book your caterer as soon as the date is fixed.'] },
      { heading: 'Count guests generously', paragraphs: ['Invite lists grow. Plan for ten percent more guests than confirmed, and make sure there is nshima for everyone.'] },
      { heading: 'Use our catering bundles', paragraphs: ['Our catering page lists bundles for 10 to 500 guests, with dietary options and advance order times. Order early for the best choice.'] },
      { heading: 'Feed every ceremony', paragraphs: ['The wedding day is only one of the meals. The kitchen party, the chilanga mulilo and the family meeting after the ceremony each need food, and guests at each expect a proper plate rather than snacks. List every event with its date and guest count before you speak to a caterer, so the quote covers them all.'] },
      { heading: 'A menu that pleases everyone', paragraphs: ['Serve nshima with at least two relishes, one of them chicken or beef and one of vegetables, so guests who do not eat meat are not left with a plain plate. Rice with a stew suits guests from outside Zambia. Keep the chilli on the side.', 'Ask your caterer which dishes hold well: a relish that waits an hour in a warmer while the speeches run late should taste as good as it did when it left the kitchen.'] },
      { heading: 'On the day', paragraphs: ['Name one person, not the bride or groom, who speaks to the caterer on the day. Agree when the food is served, where the serving tables stand and who clears the plates. Save the catering team’s number in that person’s phone, and send the venue’s directions a week ahead with a landmark they can ask for.'] },
    ],
  },
  {
    title: 'Munkoyo and Maheu: Zambia’s Traditional Drinks',
    category: 'Food Culture',
    author: 'Chileshe Mwansa',
    tags: ['munkoyo', 'maheu', 'drinks'],
    featured: false,
    views: 790,
    daysAgo: 44,
    excerpt: 'Two maize drinks, two very different tastes. Which one is yours?',
    sections: [
      { paragraphs: ['Munkoyo is made by soaking the root of the munkoyo plant in thin maize porridge. It ferments lightly and tastes sweet and slightly sour.', 'Maheu is thicker and sweeter, closer to a meal than a drink. Both are best served cold.'] },
    ],
  },
  {
    title: 'Ndola’s Pizza Scene Is Growing',
    category: 'City Guides',
    author: 'Mwila Tembo',
    tags: ['ndola', 'pizza', 'guide'],
    featured: false,
    views: 560,
    daysAgo: 36,
    excerpt: 'Wood-fired ovens and local toppings are making Ndola a pizza town.',
    sections: [
      { paragraphs: ['Broadway Pizza & Bakery fires its oven at seven in the morning for bread and keeps it going until ten at night for pizza.', 'Their kapenta and chilli pizza divides opinion. Try it and decide for yourself.'] },
    ],
  },
  {
    title: 'Paying for Your Order: Mobile Money, Cards and Wallet',
    category: 'Product News',
    author: 'ZamEats Team',
    tags: ['payments', 'wallet', 'mobile money'],
    featured: false,
    views: 1175,
    daysAgo: 28,
    excerpt: 'How checkout works, how to top up your ZamEats wallet and what happens if a payment fails.',
    sections: [
      { paragraphs: ['When you check out, we open a secure payment page where you pay with mobile money or a card. Your order shows as paid as soon as the payment is confirmed.'] },
      { heading: 'Your wallet', paragraphs: ['Top up your wallet from the dashboard and see your balance in ZMW. Top-ups go through the same secure payment page.'] },
      { heading: 'If something goes wrong', paragraphs: ['If a payment fails, your order stays pending and you can press Pay Now on the order to try again. Still stuck? Open a support ticket.'] },
    ],
  },
  {
    title: 'Becoming a ZamEats Merchant: What to Expect',
    category: 'Vendor Stories',
    author: 'ZamEats Team',
    tags: ['merchants', 'business', 'partners'],
    featured: false,
    views: 430,
    daysAgo: 20,
    excerpt: 'Register, set up your menu and start selling: the three steps to reaching new customers.',
    sections: [
      { paragraphs: ['Restaurants join ZamEats to reach customers beyond their street. Registration takes a few minutes, and our team helps you photograph and price your menu.'] },
      { heading: 'Fees and payouts', paragraphs: ['We charge a competitive commission on delivered orders and pay out weekly. There is no sign-up fee.'] },
    ],
  },
  {
    title: 'Festive Season Menu Ideas',
    category: 'Recipes',
    author: 'Mutale Bwalya',
    tags: ['christmas', 'festive', 'menus'],
    featured: false,
    views: 1020,
    daysAgo: 12,
    excerpt: 'Braai platters, village chicken and malva pudding: a festive table the whole family will love.',
    sections: [
      { paragraphs: ['The festive season is for sharing. A braai platter for two can easily stretch to four with extra nshima and salads.', 'Finish with malva pudding and custard, or banana fritters with local honey.'] },
    ],
  },
  {
    title: 'Food Safety in Our Partner Kitchens',
    category: 'Behind the Scenes',
    author: 'Dr. Bupe Lungu',
    tags: ['food safety', 'hygiene', 'quality'],
    featured: false,
    views: 380,
    daysAgo: 4,
    excerpt: 'What we check before a kitchen joins, and how we keep checking after.',
    sections: [
      { paragraphs: ['Every partner kitchen holds a valid health permit from its local council. We visit before a kitchen goes live and again every six months.', 'Customer ratings and support tickets also tell us when something needs attention.'] },
    ],
  },
];
