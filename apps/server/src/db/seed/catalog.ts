import { DETAIL_FEATURES } from './features';
import type { CategoryStyle, IconName } from './images';

/*
 * The demo marketplace's taxonomy and the words its sellers use. Offers read like gig titles after
 * "I will …". Per gig, `{adj}` and `{client}` are filled from the job type's lists, or from the
 * offer's own (`{adj:bold,clean}`, `{client:app,website}`) where the type's would read oddly;
 * `{a}` becomes "a" or "an". The part after `|` is the cover headline (`{Adj}` capitalised).
 */

export type DetailSpec = {
  name: string;
  offers: readonly string[];
  /** The usual asking range in US$; prices lean to its lower end, like a real market. */
  price: readonly [number, number];
  /** What the buyer gets, listed in the long description. */
  deliverables: readonly string[];
  /** How a buyer refers to the work in a review: "the logo". */
  subject: string;
  /** What a package may include (features.ts), from the basics to what only Premium adds. */
  features: readonly string[];
  icon?: IconName;
};

type GroupSpec = {
  name: string;
  icon: IconName;
  /** Details defined here, or the name of a detail defined in another group (it then sits in both). */
  details: readonly (DetailSpec | string)[];
};

export type JobTypeSpec = {
  name: string;
  /** The usual delivery times in days, quickest to slowest; dearer gigs take the longer end. */
  delivery: readonly [number, number];
  style: CategoryStyle;
  /** What a seller of this type calls themself: "brand designer". */
  roles: readonly string[];
  adjectives: readonly string[];
  clients: readonly string[];
  skills: readonly string[];
  certifications: readonly string[];
  /** Sentences about how the seller works, for long descriptions. */
  process: readonly string[];
  groups: readonly GroupSpec[];
};

const d = (
  name: string,
  price: readonly [number, number],
  subject: string,
  offers: readonly string[],
  deliverables: readonly string[],
  icon?: IconName,
): DetailSpec => {
  const features = DETAIL_FEATURES[name];
  if (!features) throw new Error(`The catalog has no feature list for "${name}"`);
  return { name, price, subject, offers, deliverables, features, icon };
};

export const JOB_TYPES: readonly JobTypeSpec[] = [
  {
    name: 'Graphics & Design',
    delivery: [1, 7],
    style: {
      hue: 330,
      shift: 30,
      chips: [
        'Source files',
        'Unlimited revisions',
        'Print-ready',
        'Commercial use',
        '48h delivery',
      ],
    },
    roles: ['brand designer', 'graphic designer', 'illustrator', 'visual designer'],
    adjectives: [
      'minimalist',
      'modern',
      'vintage',
      'hand-drawn',
      'luxury',
      'playful',
      'bold',
      'elegant',
      'clean',
      'retro',
    ],
    clients: [
      'brand',
      'business',
      'startup',
      'shop',
      'restaurant',
      'podcast',
      'YouTube channel',
      'café',
      'clothing line',
      'agency',
    ],
    skills: ['Adobe Illustrator', 'Adobe Photoshop', 'Figma', 'Adobe InDesign', 'Procreate'],
    certifications: [
      'Adobe Certified Professional: Graphic Design & Illustration',
      'Google UX Design Professional Certificate',
      'Interaction Design Foundation: UI Design Patterns',
      'Canva Certified Creative',
    ],
    process: [
      'I start with a short questionnaire about your audience, your competitors and the feeling you want to create.',
      'Every concept begins as pencil sketches before it moves to vector, so the idea is right before the polish.',
      'You see work in progress early, and I refine it with you until it feels unmistakably yours.',
      'Final files are organised, named and exported for both screen and print, with a short guide on using them.',
      'I keep a mood board for every project so we agree on colours and type before any pixel is pushed.',
    ],
    groups: [
      {
        name: 'Logo & Brand Identity',
        icon: 'pen',
        details: [
          d(
            'Logo Design',
            [10, 250],
            'logo',
            [
              'design {a} {adj} logo for your {client}|{Adj} Logo Design',
              'create a modern wordmark and brand mark for your {client}|Wordmark & Brand Mark',
              'design {a} {adj} badge logo with unlimited revisions|{Adj} Badge Logos',
            ],
            [
              '3 original logo concepts',
              'vector source files (AI, SVG, EPS, PDF)',
              'transparent PNGs for web and print',
              'a colour and black-and-white version of the final logo',
            ],
          ),
          d(
            'Brand Style Guides',
            [60, 450],
            'brand guide',
            [
              'create a complete brand style guide for your {client}|Brand Style Guide',
              'design {a} {adj} brand identity kit with guidelines|{Adj} Brand Identity Kit',
            ],
            [
              'a 12–20 page brand book (PDF)',
              'logo usage rules and clear-space guides',
              'colour palette with HEX, RGB and CMYK values',
              'typography and imagery guidelines',
            ],
            'palette',
          ),
          d(
            'Business Cards & Stationery',
            [5, 80],
            'business card',
            [
              'design {a} {adj} business card and stationery set|{Adj} Business Cards',
              'create print-ready business cards for your {client}|Print-Ready Business Cards',
            ],
            [
              'double-sided business card design',
              'letterhead and email signature',
              'print-ready PDF with bleed',
              'editable source files',
            ],
          ),
          d(
            'Fonts & Typography',
            [25, 300],
            'font',
            [
              'design a custom display font for your {client}|Custom Display Font',
              'create {a} {adj:vintage,elegant,playful,bold,retro} hand-lettered logotype|{Adj} Hand Lettering',
            ],
            [
              'a complete uppercase and lowercase set',
              'OTF and TTF font files',
              'a specimen sheet',
              'kerning for common pairs',
            ],
            'type',
          ),
        ],
      },
      {
        name: 'Web & App Design',
        icon: 'layout',
        details: [
          d(
            'Website Design',
            [40, 450],
            'website design',
            [
              'design {a} {adj:modern,minimalist,clean,bold,elegant,luxury} website in Figma for your {client}|{Adj} Website Design',
              'redesign your website homepage with a modern UI|Modern Homepage Redesign',
            ],
            [
              'desktop and mobile layouts in Figma',
              'a clickable prototype',
              'a reusable component library',
              'developer hand-off notes',
            ],
          ),
          d(
            'App Design',
            [50, 480],
            'app design',
            [
              'design {a} {adj:modern,minimalist,clean,playful,elegant} mobile app UI for your {client}|{Adj} Mobile App UI',
              'create iOS and Android app screens in Figma|iOS & Android App Screens',
            ],
            [
              'up to 10 app screens',
              'light and dark mode variants',
              'an interactive Figma prototype',
              'exported assets for developers',
            ],
            'devices',
          ),
          d(
            'UX Design',
            [45, 400],
            'UX work',
            [
              'audit your product UX and fix the friction points|UX Audit & Fixes',
              'design user flows and wireframes for your {client}|User Flows & Wireframes',
            ],
            [
              'a heuristic UX audit report',
              'annotated wireframes',
              'user flow diagrams',
              'prioritised recommendations',
            ],
          ),
          d(
            'Landing Page Design',
            [30, 300],
            'landing page',
            [
              'design {a} {adj:modern,minimalist,clean,bold} landing page that converts|{Adj} Landing Page',
              'design a product launch landing page for your {client}|Launch Landing Page',
            ],
            [
              'a conversion-focused landing page layout',
              'mobile-responsive version',
              'copy hierarchy suggestions',
              'Figma source file',
            ],
          ),
          d(
            'Icon Design',
            [10, 150],
            'icon set',
            [
              'design {a} {adj} custom icon set for your {client}|{Adj} Icon Set',
              'create pixel-perfect app icons and favicons|Pixel-Perfect App Icons',
            ],
            [
              'a consistent set of 10–30 icons',
              'SVG and PNG exports',
              'an icon font on request',
              'source files',
            ],
            'star',
          ),
        ],
      },
      {
        name: 'Art & Illustration',
        icon: 'brush',
        details: [
          d(
            'Illustration',
            [15, 350],
            'illustration',
            [
              'draw {a} {adj} digital illustration for your {client}|{Adj} Digital Illustration',
              'create flat vector illustrations for your website|Flat Vector Illustrations',
            ],
            [
              'a high-resolution illustration',
              'layered PSD or AI file',
              'commercial use licence',
              'two rounds of revisions',
            ],
          ),
          d(
            'Portraits & Caricatures',
            [10, 120],
            'portrait',
            [
              'draw {a} {adj:funny,cute,realistic,vintage,playful} cartoon portrait from your photo|{Adj} Cartoon Portrait',
              'paint a digital portrait of you or your pet|Digital Pet & People Portraits',
            ],
            [
              'a hand-drawn digital portrait',
              'high-resolution JPG and PNG',
              'a transparent background version',
              'a timelapse of the painting',
            ],
          ),
          d(
            "Children's Book Illustration",
            [60, 500],
            'artwork',
            [
              "illustrate your children's book with {adj:playful,whimsical,colourful,cute} characters|{Adj} Picture Book Art",
              'create charming characters for your picture book|Picture Book Characters',
            ],
            [
              'character sheets for the main characters',
              'full-page spreads',
              'print-ready files for KDP or IngramSpark',
              'cover illustration on request',
            ],
            'book',
          ),
          d(
            'Pattern Design',
            [15, 150],
            'pattern',
            [
              'design {a} {adj} seamless pattern for fabric or wallpaper|{Adj} Seamless Patterns',
              'create repeat patterns for your packaging|Repeat Patterns for Packaging',
            ],
            [
              'a seamless repeat tile',
              'colourways on request',
              'vector and 300 dpi files',
              'a mock-up preview',
            ],
          ),
          d(
            'Tattoo Design',
            [20, 200],
            'tattoo design',
            [
              'design {a} {adj:minimalist,geometric,traditional,blackwork} tattoo from your idea|{Adj} Tattoo Design',
              'draw a fine-line tattoo with personal meaning|Fine-Line Tattoo Art',
            ],
            [
              'an original tattoo design',
              'a stencil-ready line version',
              'a shaded version',
              'placement mock-up',
            ],
          ),
        ],
      },
      {
        name: 'Print & Packaging',
        icon: 'cube',
        details: [
          d(
            'Flyer Design',
            [5, 80],
            'flyer',
            [
              'design {a} {adj} flyer for your event or business|{Adj} Flyer Design',
              'create eye-catching flyers and brochures for your {client}|Flyers & Brochures',
            ],
            [
              'a print-ready flyer (PDF with bleed)',
              'a social-media version',
              'editable source file',
              'two rounds of revisions',
            ],
            'document',
          ),
          d(
            'Packaging & Label Design',
            [40, 450],
            'packaging',
            [
              'design {a} {adj} product packaging and label|{Adj} Packaging Design',
              'create stand-out labels for your coffee, candle or skincare brand|Product Label Design',
            ],
            [
              'a dieline-ready packaging design',
              '3D mock-ups of the product',
              'print-ready files',
              'a label for each variant',
            ],
          ),
          d(
            'Book Covers',
            [25, 300],
            'book cover',
            [
              'design {a} {adj:eye-catching,thriller,fantasy,romance,minimalist} book cover for your novel|{Adj} Book Cover',
              'create a Kindle and paperback cover that sells|Kindle & Paperback Covers',
            ],
            [
              'an eBook cover',
              'a full paperback wrap with spine',
              '3D promotional mock-ups',
              'high-resolution print files',
            ],
            'book',
          ),
          d(
            'Poster Design',
            [10, 120],
            'poster',
            [
              'design {a} {adj} poster for your event or film|{Adj} Poster Design',
              'create a typographic poster for your {client}|Typographic Posters',
            ],
            [
              'a poster in A3 and A2 formats',
              'print-ready PDF',
              'a social-media crop',
              'editable source files',
            ],
            'image',
          ),
          d(
            'T-Shirts & Merchandise',
            [5, 100],
            'merch design',
            [
              'design {a} {adj} t-shirt for your {client}|{Adj} T-Shirt Design',
              'create a merch collection for your {client}|Merch Collection',
            ],
            [
              'a print-ready t-shirt design',
              'transparent PNG at 4500 px',
              'mock-ups on shirts and hoodies',
              'vector source file',
            ],
            'shirt',
          ),
        ],
      },
      {
        name: 'Visual Design',
        icon: 'image',
        details: [
          d(
            'Image Editing',
            [5, 60],
            'retouching',
            [
              'remove backgrounds and retouch your product photos|Product Photo Retouching',
              'edit and colour-correct your photos professionally|Professional Photo Editing',
            ],
            [
              'clean background removal',
              'colour correction and retouching',
              'web-optimised exports',
              'files in the sizes you need',
            ],
          ),
          d(
            'Presentation Design',
            [20, 300],
            'presentation',
            [
              'design {a} {adj} PowerPoint or Google Slides presentation|{Adj} Presentation Design',
              'turn your notes into a polished keynote deck|Polished Keynote Decks',
            ],
            [
              'a custom slide template',
              'up to 20 designed slides',
              'icons and charts styled to your brand',
              'editable PPTX, Keynote or Google Slides',
            ],
            'layout',
          ),
          d(
            'Infographic Design',
            [20, 200],
            'infographic',
            [
              'design {a} {adj} infographic from your data|{Adj} Infographics',
              'turn your report into a shareable infographic|Shareable Infographics',
            ],
            [
              'a one-page infographic',
              'icons and charts drawn for your data',
              'web and print versions',
              'editable source file',
            ],
            'chart',
          ),
          d(
            'Social Media Design',
            [5, 100],
            'social media kit',
            [
              'design {a} {adj} social media post templates for your {client}|{Adj} Social Media Kit',
              'create Instagram posts and stories for your {client}|Instagram Posts & Stories',
            ],
            [
              '10 post and story templates',
              'editable Canva or Figma files',
              'a consistent visual style',
              'sizes for Instagram, LinkedIn and Facebook',
            ],
          ),
        ],
      },
    ],
  },
  {
    name: 'Digital Marketing',
    delivery: [3, 21],
    style: {
      hue: 205,
      shift: 30,
      chips: ['Monthly report', 'White-hat only', 'Keyword research', 'Real results', 'Free audit'],
    },
    roles: ['digital marketer', 'growth marketer', 'SEO specialist', 'performance marketer'],
    adjectives: [
      'complete',
      'data-driven',
      'targeted',
      'results-driven',
      'strategic',
      'effective',
      'monthly',
      'full',
    ],
    clients: [
      'business',
      'online store',
      'local business',
      'SaaS startup',
      'brand',
      'coaching business',
      'Shopify store',
      'restaurant',
      'app',
      'agency',
    ],
    skills: ['SEO', 'Google Ads', 'Meta Ads', 'Google Analytics', 'HubSpot'],
    certifications: [
      'Google Ads Search Certification',
      'Google Analytics Certification',
      'HubSpot Inbound Marketing Certification',
      'Meta Certified Digital Marketing Associate',
      'Semrush SEO Toolkit Certification',
    ],
    process: [
      'We begin with a free audit of where your traffic and sales come from today.',
      'I agree clear goals and KPIs with you up front, so success is measured the same way by both of us.',
      'Every week you get a short update with what I did, what it changed and what comes next.',
      'I only use white-hat methods that keep your accounts and rankings safe in the long run.',
      'Campaigns are tested in small batches first; budget moves to what works.',
    ],
    groups: [
      {
        name: 'Search',
        icon: 'search',
        details: [
          d(
            'Search Engine Optimization (SEO)',
            [25, 450],
            'SEO work',
            [
              'do {adj:complete,advanced,white-hat,full} on-page SEO for your {client}|{Adj} On-Page SEO',
              'do monthly SEO with high authority backlinks|Monthly SEO & Backlinks',
              'run a technical SEO audit and fix crawl errors|Technical SEO Audit',
            ],
            [
              'a full technical and on-page audit',
              'optimised titles, meta descriptions and headings',
              'keyword mapping for your key pages',
              'a monthly ranking report',
            ],
          ),
          d(
            'Local SEO',
            [20, 250],
            'local SEO',
            [
              'optimise your Google Business Profile for local search|Google Business Profile',
              'do {a} {adj} local SEO campaign for your {client}|{Adj} Local SEO',
            ],
            [
              'Google Business Profile optimisation',
              '50 local citations',
              'review-request templates',
              'a local ranking report',
            ],
            'globe',
          ),
          d(
            'E-Commerce SEO',
            [40, 450],
            'store SEO',
            [
              'do {adj:complete,advanced,monthly} Shopify SEO to grow organic sales|{Adj} Shopify SEO',
              'optimise your product pages for Google Shopping|Product Page SEO',
            ],
            [
              'product and collection page optimisation',
              'structured data for rich results',
              'site speed recommendations',
              'a keyword plan for your catalogue',
            ],
            'cart',
          ),
          d(
            'Search Engine Marketing (SEM)',
            [50, 500],
            'Google Ads campaign',
            [
              'set up and manage {a} {adj} Google Ads campaign|{Adj} Google Ads',
              'fix your Google Ads account and lower your cost per click|Google Ads Rescue',
            ],
            [
              'campaign and ad group structure',
              'keyword research with negative lists',
              'ad copy variants for testing',
              'conversion tracking set-up',
            ],
            'target',
          ),
          d(
            'Keyword Research',
            [10, 120],
            'keyword research',
            [
              'do {adj:complete,in-depth,advanced} keyword research for your {client}|{Adj} Keyword Research',
              'find low-competition keywords your site can rank for|Low-Competition Keywords',
            ],
            [
              'a spreadsheet of 100+ keywords with volume and difficulty',
              'search intent for each keyword',
              'content ideas grouped by topic',
              'competitor gap analysis',
            ],
          ),
        ],
      },
      {
        name: 'Social',
        icon: 'users',
        details: [
          d(
            'Social Media Marketing',
            [30, 400],
            'social media management',
            [
              'be your social media manager and content creator|Social Media Manager',
              'grow your Instagram with {a} {adj} content strategy|{Adj} Instagram Growth',
            ],
            [
              'a monthly content calendar',
              '12–20 designed posts',
              'captions and hashtag research',
              'a monthly performance report',
            ],
          ),
          d(
            'Paid Social Media',
            [50, 500],
            'ad campaign',
            [
              'run {a} {adj} Facebook and Instagram ads campaign|{Adj} Meta Ads',
              'set up TikTok ads that bring real customers|TikTok Ads Set-Up',
            ],
            [
              'audience research and targeting',
              'ad creative briefs and copy',
              'pixel and conversion tracking',
              'weekly optimisation and reporting',
            ],
            'target',
          ),
          d(
            'Influencer Marketing',
            [40, 400],
            'influencer campaign',
            [
              'find the right influencers for your {client}|Influencer Outreach',
              'manage {a} {adj} influencer campaign from outreach to report|{Adj} Influencer Campaign',
            ],
            [
              'a shortlist of vetted influencers',
              'outreach and negotiation',
              'campaign briefs',
              'a results report',
            ],
            'star',
          ),
          d(
            'Community Management',
            [20, 250],
            'community management',
            [
              'manage and grow your online community|Community Management',
              'moderate and engage your Facebook group or Discord|Group Moderation',
            ],
            [
              'daily moderation and replies',
              'engagement prompts and events',
              'monthly community insights',
              'a moderation playbook',
            ],
            'chat',
          ),
        ],
      },
      {
        name: 'Methods & Techniques',
        icon: 'megaphone',
        details: [
          d(
            'Email Marketing',
            [25, 350],
            'email campaign',
            [
              'set up {a} {adj:complete,high-converting,automated} Klaviyo email flow for your {client}|{Adj} Email Flows',
              'build Mailchimp automations that turn subscribers into buyers|Mailchimp Automations',
            ],
            [
              'welcome, abandoned-cart and win-back flows',
              'designed email templates',
              'list segmentation',
              'A/B tests on subject lines',
            ],
            'mail',
          ),
          d(
            'Content Marketing',
            [30, 350],
            'content plan',
            [
              'create {a} {adj} content marketing strategy for your {client}|{Adj} Content Strategy',
              'plan and write a month of content that builds trust|Monthly Content Plan',
            ],
            [
              'a 3-month content calendar',
              'topic clusters based on search data',
              'distribution plan per channel',
              'KPIs and reporting template',
            ],
            'document',
          ),
          d(
            'Video Marketing',
            [30, 350],
            'video marketing',
            [
              'grow your YouTube channel with {adj:data-driven,complete,monthly} video SEO|{Adj} YouTube Growth',
              'optimise your YouTube titles, tags and thumbnails|YouTube Video SEO',
            ],
            [
              'channel audit',
              'optimised titles, descriptions and tags',
              'thumbnail recommendations',
              'a publishing schedule',
            ],
            'play',
          ),
          d(
            'Marketing Strategy',
            [50, 500],
            'marketing strategy',
            [
              'create {a} {adj} marketing plan for your {client}|{Adj} Marketing Plan',
              'build a go-to-market strategy for your product launch|Go-to-Market Strategy',
            ],
            [
              'market and competitor analysis',
              'positioning and messaging',
              'a channel plan with budget split',
              'a 90-day action plan',
            ],
            'bulb',
          ),
          d(
            'Affiliate Marketing',
            [20, 250],
            'affiliate programme',
            [
              'set up an affiliate programme for your {client}|Affiliate Programme',
              'grow {a} {adj:profitable,scalable,targeted} affiliate channel for your {client}|{Adj} Affiliate Growth',
            ],
            [
              'affiliate platform set-up',
              'commission structure advice',
              'recruitment of relevant partners',
              'monthly performance report',
            ],
            'users',
          ),
        ],
      },
      {
        name: 'Analytics & Strategy',
        icon: 'chart',
        details: [
          d(
            'Web Analytics',
            [20, 300],
            'analytics set-up',
            [
              'set up Google Analytics 4 and Tag Manager correctly|GA4 & Tag Manager',
              'build {a} {adj} Looker Studio dashboard for your {client}|{Adj} Analytics Dashboard',
            ],
            [
              'GA4 property and data streams',
              'conversion and e-commerce tracking',
              'a Looker Studio dashboard',
              'a short walkthrough video',
            ],
          ),
          d(
            'Conversion Rate Optimization',
            [50, 450],
            'conversion audit',
            [
              'audit your website and boost your conversion rate|Conversion Rate Audit',
              'run A/B tests that increase your sales|A/B Testing Programme',
            ],
            [
              'a conversion audit with heatmap review',
              'a prioritised list of test ideas',
              'A/B test set-up',
              'results analysis',
            ],
            'target',
          ),
          'Marketing Strategy',
          d(
            'E-Commerce Marketing',
            [40, 450],
            'store marketing',
            [
              'market your Shopify store to its first 100 sales|First 100 Sales Plan',
              'create {a} {adj} e-commerce growth plan|{Adj} E-Commerce Growth',
            ],
            [
              'store and funnel review',
              'a channel mix for your budget',
              'email and retargeting plan',
              'a 60-day growth roadmap',
            ],
            'cart',
          ),
        ],
      },
    ],
  },
  {
    name: 'Writing & Translation',
    delivery: [1, 7],
    style: {
      hue: 14,
      shift: 24,
      chips: [
        '100% original',
        'SEO optimised',
        'Native English',
        'Fast turnaround',
        'Plagiarism-free',
      ],
    },
    roles: ['writer', 'copywriter', 'editor', 'translator'],
    adjectives: [
      'engaging',
      'SEO-friendly',
      'well-researched',
      'persuasive',
      'compelling',
      'clear',
      'original',
      'conversational',
    ],
    clients: [
      'blog',
      'website',
      'brand',
      'business',
      'online store',
      'startup',
      'newsletter',
      'app',
      'nonprofit',
      'agency',
    ],
    skills: ['Copywriting', 'Proofreading', 'Technical Writing', 'Translation', 'Content Strategy'],
    certifications: [
      'HubSpot Content Marketing Certification',
      'Cambridge C2 Proficiency',
      'ATA Certified Translator',
      'CIOL Diploma in Translation',
      'ACES Certificate in Editing',
    ],
    process: [
      'I read your existing material and ask a few questions about your readers before I write a word.',
      'You receive an outline first, so we agree on the angle before the full draft.',
      'Every piece is researched from reliable sources and checked for plagiarism and grammar.',
      'Drafts come in Google Docs so you can comment line by line.',
      'I match your brand voice and keep a style sheet so every piece sounds consistent.',
    ],
    groups: [
      {
        name: 'Content Writing',
        icon: 'document',
        details: [
          d(
            'Articles & Blog Posts',
            [10, 300],
            'article',
            [
              'write {adj} blog posts for your {client}|{Adj} Blog Posts',
              'write SEO blog posts that rank and convert|SEO Blog Posts That Rank',
              'write long-form articles on tech, finance or health|Long-Form Articles',
            ],
            [
              'a 1,000–2,000 word article',
              'keyword-optimised headings and meta description',
              'royalty-free image suggestions',
              'one round of revisions',
            ],
          ),
          d(
            'Website Content',
            [20, 350],
            'website copy',
            [
              'write {adj} website copy for your {client}|{Adj} Website Copy',
              'write your homepage and about page copy|Homepage & About Copy',
            ],
            [
              'copy for up to 5 pages',
              'headlines and calls to action',
              'SEO meta titles and descriptions',
              'a tone-of-voice summary',
            ],
          ),
          d(
            'Product Descriptions',
            [5, 150],
            'product copy',
            [
              'write {adj} product descriptions for your {client:online store,Shopify store,Amazon shop,skincare brand}|{Adj} Product Descriptions',
              'write Amazon listings that rank and sell|Amazon Listing Copy',
            ],
            [
              'benefit-led product descriptions',
              'bullet points and titles',
              'keyword research for each product',
              'a consistent template',
            ],
            'cart',
          ),
          d(
            'Scriptwriting',
            [20, 300],
            'script',
            [
              'write {a} {adj} YouTube video script|{Adj} YouTube Scripts',
              'write an explainer video script for your {client:startup,app,SaaS product,business}|Explainer Video Script',
            ],
            [
              'a timed script with scene notes',
              'hook and call-to-action options',
              'a voice-over ready version',
              'one round of revisions',
            ],
            'film',
          ),
          d(
            'Research & Summaries',
            [10, 200],
            'research',
            [
              'research any topic and write {a} {adj:clear,concise,well-researched,detailed} summary|{Adj} Research Summary',
              'summarise books, reports and papers into clear notes|Clear Research Notes',
            ],
            [
              'a structured summary with sources',
              'key findings in bullet points',
              'an executive summary',
              'references in your preferred style',
            ],
            'search',
          ),
        ],
      },
      {
        name: 'Editing & Critique',
        icon: 'book',
        details: [
          d(
            'Proofreading & Editing',
            [5, 250],
            'edit',
            [
              'proofread and edit your English text|Proofreading & Editing',
              'do {a} {adj:thorough,careful,detailed,fast} copy edit of your document|{Adj} Copy Editing',
            ],
            [
              'grammar, spelling and punctuation fixes',
              'tracked changes in Word or Google Docs',
              'clarity and flow suggestions',
              'a clean final version',
            ],
            'pen',
          ),
          d(
            'Book Editing',
            [60, 500],
            'manuscript edit',
            [
              'edit your novel or non-fiction manuscript|Manuscript Editing',
              'do {a} {adj:thorough,detailed,honest,in-depth} developmental edit of your book|{Adj} Developmental Edit',
            ],
            [
              'a line-by-line edit',
              'an editorial letter',
              'notes on structure, pacing and character',
              'a style sheet for your book',
            ],
          ),
          d(
            'Beta Reading',
            [15, 200],
            'beta read',
            [
              'beta read your novel and give honest feedback|Honest Beta Reading',
              'give {a} {adj:honest,detailed,thorough} reader report on your manuscript|{Adj} Reader Report',
            ],
            [
              'a full read of your manuscript',
              'a detailed reader report',
              'chapter-by-chapter notes',
              'answers to your questions',
            ],
          ),
        ],
      },
      {
        name: 'Business & Marketing Copy',
        icon: 'bulb',
        details: [
          d(
            'Sales Copy',
            [30, 450],
            'sales copy',
            [
              'write {a} {adj} sales page that converts|{Adj} Sales Page',
              'write high-converting copy for your landing page|Landing Page Copy',
            ],
            [
              'a long-form sales page',
              'headline variations to test',
              'objection-handling sections',
              'calls to action',
            ],
          ),
          d(
            'Email Copy',
            [15, 250],
            'email sequence',
            [
              'write {a} {adj} email sequence for your {client}|{Adj} Email Sequence',
              'write a welcome sequence that turns readers into buyers|Welcome Email Sequence',
            ],
            [
              'a 5–7 email sequence',
              'subject lines and preview text',
              'personalisation suggestions',
              'a plain-text version',
            ],
            'mail',
          ),
          d(
            'Brand Voice & Tone',
            [40, 400],
            'brand voice guide',
            [
              'define {a} {adj:clear,distinctive,consistent,memorable} brand voice for your {client}|{Adj} Brand Voice',
              'write your brand story and messaging guide|Brand Story & Messaging',
            ],
            [
              'a brand voice and tone guide',
              'messaging pillars',
              'example copy for key channels',
              'words to use and avoid',
            ],
            'chat',
          ),
          d(
            'UX Writing',
            [25, 300],
            'microcopy',
            [
              'write clear UX microcopy for your {client:app,SaaS product,website,online store}|UX Microcopy',
              'improve the onboarding copy of your product|Onboarding Copy',
            ],
            [
              'microcopy for buttons, errors and empty states',
              'onboarding flow copy',
              'a UX writing style guide',
              'copy in your Figma file',
            ],
            'layout',
          ),
          d(
            'Press Releases',
            [25, 250],
            'press release',
            [
              'write {a} {adj:compelling,newsworthy,professional} press release for your {client}|{Adj} Press Release',
              'write and distribute your launch press release|Launch Press Release',
            ],
            [
              'an AP-style press release',
              'a headline and sub-headline',
              'quotes drafted for approval',
              'a media pitch email',
            ],
            'megaphone',
          ),
        ],
      },
      {
        name: 'Translation & Transcription',
        icon: 'chat',
        details: [
          d(
            'Translation',
            [5, 300],
            'translation',
            [
              'translate English to Spanish, French or German|Human Translation',
              'translate your documents with {a} {adj:natural,professional,careful} native touch|{Adj} Translation',
            ],
            [
              'a human translation by a native speaker',
              'a second-pass proofread',
              'your original formatting kept',
              'a glossary of key terms',
            ],
            'globe',
          ),
          d(
            'Localization',
            [30, 400],
            'localisation',
            [
              'localise your app or website for new markets|App & Website Localisation',
              'adapt your marketing copy with {adj:natural,culturally aware,native} localisation|{Adj} Localisation',
            ],
            [
              'translation of your strings or pages',
              'cultural adaptation of examples and idioms',
              'in-context review',
              'files in your format (JSON, XLIFF, PO)',
            ],
            'globe',
          ),
          d(
            'Transcription',
            [5, 150],
            'transcript',
            [
              'transcribe your audio and video accurately|Accurate Transcription',
              'transcribe interviews and podcasts with timestamps|Interview Transcripts',
            ],
            [
              'a 99% accurate transcript',
              'speaker labels and timestamps',
              'clean or verbatim style',
              'Word, PDF or TXT delivery',
            ],
            'headphones',
          ),
          d(
            'Subtitles & Captions',
            [5, 150],
            'subtitle file',
            [
              'add accurate subtitles and captions to your videos|Subtitles & Captions',
              'create SRT captions in any language for your {client:YouTube channel,online course,podcast,brand}|SRT Captions',
            ],
            [
              'time-synced SRT or VTT files',
              'burned-in captions on request',
              'translated subtitles',
              'styling for social video',
            ],
            'film',
          ),
        ],
      },
      {
        name: 'Career Writing',
        icon: 'briefcase',
        details: [
          d(
            'Resume Writing',
            [15, 200],
            'resume',
            [
              'write {a} {adj:professional,modern,executive,standout} resume that gets interviews|{Adj} Resume Writing',
              'rewrite your resume for ATS and recruiters|ATS-Friendly Resume',
            ],
            [
              'a keyword-optimised resume',
              'an ATS-friendly format',
              'editable Word and PDF files',
              'a short career consultation',
            ],
            'document',
          ),
          d(
            'Cover Letters',
            [10, 100],
            'cover letter',
            [
              'write {a} {adj:compelling,persuasive,tailored,professional} cover letter for your dream job|{Adj} Cover Letter',
              'write tailored cover letters for your applications|Tailored Cover Letters',
            ],
            [
              'a tailored cover letter',
              'a reusable template',
              'Word and PDF files',
              'one round of revisions',
            ],
            'mail',
          ),
          d(
            'LinkedIn Profiles',
            [15, 150],
            'LinkedIn profile',
            [
              'optimise your LinkedIn profile for recruiters|LinkedIn Profile Makeover',
              'write {a} {adj:compelling,keyword-rich,professional} LinkedIn headline and about section|{Adj} LinkedIn Profile',
            ],
            [
              'headline and about section',
              'experience rewritten with results',
              'keyword optimisation',
              'a banner image suggestion',
            ],
            'users',
          ),
        ],
      },
    ],
  },
  {
    name: 'Video & Animation',
    delivery: [2, 10],
    style: {
      hue: 272,
      shift: 38,
      chips: [
        '4K export',
        'Royalty-free music',
        'Fast delivery',
        'Source files',
        'Unlimited revisions',
      ],
    },
    roles: ['video editor', 'motion designer', 'animator', 'filmmaker'],
    adjectives: [
      'cinematic',
      'professional',
      'engaging',
      'eye-catching',
      'dynamic',
      'creative',
      'high-quality',
      'stylish',
    ],
    clients: [
      'YouTube channel',
      'brand',
      'product',
      'startup',
      'business',
      'online course',
      'event',
      'app',
      'podcast',
    ],
    skills: ['Adobe Premiere Pro', 'After Effects', 'DaVinci Resolve', 'Blender'],
    certifications: [
      'Adobe Certified Professional: Video Design',
      'DaVinci Resolve Certified User',
      'Avid Certified User: Media Composer',
      'Apple Certified Pro: Final Cut Pro',
    ],
    process: [
      'You share your footage and references, and I send a short storyboard or edit plan first.',
      'I cut a rough version for your feedback, then polish pacing, colour and sound.',
      'Music comes from licensed libraries, so your video is safe on every platform.',
      'You receive exports for each platform you need: widescreen, square and vertical.',
      'I keep project files for 30 days, so later changes are quick.',
    ],
    groups: [
      {
        name: 'Editing & Post-Production',
        icon: 'film',
        details: [
          d(
            'Video Editing',
            [10, 350],
            'edit',
            [
              'edit your YouTube videos with {a} {adj} style|{Adj} YouTube Editing',
              'do professional video editing with colour and sound|Professional Video Editing',
            ],
            [
              'a fully edited video',
              'colour correction and audio clean-up',
              'titles, transitions and music',
              'exports for YouTube and social',
            ],
          ),
          d(
            'Visual Effects',
            [40, 500],
            'VFX work',
            [
              'add {adj} visual effects and compositing to your footage|{Adj} Visual Effects',
              'do green screen removal and clean compositing|Green Screen & Compositing',
            ],
            [
              'compositing and rotoscoping',
              'green-screen keying',
              'motion tracking',
              'high-quality exports',
            ],
            'sparkle',
          ),
          d(
            'Color Grading',
            [20, 300],
            'colour grade',
            [
              'colour grade your footage for {a} {adj} look|{Adj} Colour Grading',
              'create custom LUTs and grade your film in DaVinci|DaVinci Colour Grade',
            ],
            [
              'shot-by-shot colour grading',
              'a custom LUT',
              'skin-tone correction',
              'exports in your delivery format',
            ],
            'palette',
          ),
          'Subtitles & Captions',
        ],
      },
      {
        name: 'Social & Marketing Videos',
        icon: 'play',
        details: [
          d(
            'Video Ads & Commercials',
            [40, 500],
            'video ad',
            [
              'create {a} {adj} video ad for your {client}|{Adj} Video Ads',
              'produce a short commercial for your product|Product Commercial',
            ],
            [
              'a 15–60 second ad',
              'script and storyboard',
              'licensed music and voice-over',
              'versions for each platform',
            ],
            'megaphone',
          ),
          d(
            'Social Media Videos',
            [10, 200],
            'Reels package',
            [
              'edit {adj} Reels, TikToks and Shorts for your {client}|{Adj} Reels & TikToks',
              'turn your long videos into viral short clips|Viral Short Clips',
            ],
            [
              'vertical short-form videos',
              'animated captions',
              'hooks and trending formats',
              'thumbnails and covers',
            ],
          ),
          d(
            'Music Videos',
            [50, 500],
            'music video',
            [
              'edit {a} {adj} music video for your song|{Adj} Music Video',
              'create a lyric video for your single|Lyric Videos',
            ],
            [
              'a beat-synced edit',
              'colour grading',
              'lyrics animation on request',
              'exports for YouTube and Spotify Canvas',
            ],
            'music',
          ),
          d(
            'Slideshow Videos',
            [5, 100],
            'slideshow',
            [
              'create {a} {adj} photo slideshow video|{Adj} Photo Slideshow',
              'make a wedding or birthday memory video|Memory Videos',
            ],
            [
              'a slideshow with transitions',
              'music of your choice',
              'titles and captions',
              'HD export',
            ],
            'image',
          ),
          d(
            'UGC Videos',
            [30, 300],
            'UGC video',
            [
              'create authentic UGC videos for your {client:brand,product,app,online store}|Authentic UGC Videos',
              'film {a} {adj} unboxing and product review video|{Adj} Product Reviews',
            ],
            [
              'a filmed UGC-style video',
              'several hooks to test',
              'raw footage on request',
              'usage rights for ads',
            ],
            'camera',
          ),
        ],
      },
      {
        name: 'Animation',
        icon: 'sparkle',
        details: [
          d(
            '2D Animation',
            [40, 500],
            'animation',
            [
              'create {a} {adj} 2D animated video for your {client}|{Adj} 2D Animation',
              'animate your characters and scenes in 2D|2D Character Scenes',
            ],
            [
              'a custom 2D animation',
              'script and storyboard',
              'voice-over and music',
              'HD or 4K export',
            ],
          ),
          d(
            'Character Animation',
            [50, 500],
            'character animation',
            [
              'design and animate a mascot for your {client}|Animated Mascot',
              'create {a} {adj} character animation for games|{Adj} Character Animation',
            ],
            [
              'character design sheet',
              'rigged character',
              'animation loops',
              'sprite sheets or video exports',
            ],
            'users',
          ),
          d(
            'Whiteboard & Explainer Videos',
            [30, 450],
            'explainer video',
            [
              'create {a} {adj} explainer video for your {client}|{Adj} Explainer Video',
              'make a whiteboard animation that explains your idea|Whiteboard Animation',
            ],
            [
              'a script and storyboard',
              'a custom explainer animation',
              'professional voice-over',
              'background music',
            ],
            'bulb',
          ),
          d(
            'Logo Animation',
            [10, 150],
            'logo animation',
            [
              'animate your logo with {a} {adj} intro|{Adj} Logo Animation',
              'create a smooth logo reveal with sound|Logo Reveal',
            ],
            [
              'a 5–10 second logo animation',
              'sound effects',
              'transparent and solid versions',
              '4K export',
            ],
            'pen',
          ),
          d(
            '3D Product Animation',
            [80, 500],
            '3D animation',
            [
              'create {a} {adj} 3D product animation|{Adj} 3D Product Animation',
              'model and render your product in 3D|3D Product Renders',
            ],
            [
              'a 3D model of your product',
              'studio lighting and materials',
              'an animated product video',
              'still renders',
            ],
            'cube',
          ),
        ],
      },
      {
        name: 'Motion Graphics',
        icon: 'camera',
        details: [
          d(
            'Lottie & Web Animation',
            [20, 300],
            'Lottie animation',
            [
              'create Lottie animations for your website or app|Lottie Animations',
              'animate {adj} UI micro-interactions for your {client:app,website,SaaS product,startup}|{Adj} UI Animation',
            ],
            [
              'Lottie JSON files',
              'GIF and MP4 previews',
              'looped and one-shot versions',
              'After Effects source',
            ],
            'code',
          ),
          d(
            'Intros & Outros',
            [5, 100],
            'intro',
            [
              'make {a} {adj} YouTube intro and outro|{Adj} YouTube Intro',
              'create an intro for your podcast or channel|Channel Intros',
            ],
            ['an intro animation', 'an end screen outro', 'sound design', 'HD and 4K exports'],
            'play',
          ),
          d(
            'Text Animation',
            [10, 150],
            'text animation',
            [
              'create {a} {adj} kinetic typography video|{Adj} Kinetic Typography',
              'animate quotes and captions for social media|Animated Quotes',
            ],
            [
              'an animated typography video',
              'music and sound effects',
              'brand colours and fonts',
              'social-media exports',
            ],
            'type',
          ),
        ],
      },
    ],
  },
  {
    name: 'Music & Audio',
    delivery: [1, 7],
    style: {
      hue: 238,
      shift: -32,
      chips: ['Radio-ready', 'Studio quality', 'Commercial rights', 'WAV + MP3', 'Fast turnaround'],
    },
    roles: ['music producer', 'audio engineer', 'voice actor', 'composer'],
    adjectives: [
      'professional',
      'warm',
      'radio-ready',
      'studio-quality',
      'polished',
      'original',
      'catchy',
      'natural',
    ],
    clients: [
      'podcast',
      'brand',
      'YouTube channel',
      'song',
      'game',
      'short film',
      'audiobook',
      'commercial',
      'app',
    ],
    skills: ['Pro Tools', 'Ableton Live', 'Logic Pro', 'Audio Mixing'],
    certifications: [
      'Avid Certified User: Pro Tools',
      'Ableton Certified Trainer',
      'Berklee Online Music Production Certificate',
      'Apple Certified Pro: Logic Pro',
    ],
    process: [
      'Send me references you love and I will tell you honestly what is achievable.',
      'I record and mix in a treated studio on calibrated monitors.',
      'You get a first version quickly, then revisions until it sounds right on every speaker.',
      'Files come as high-resolution WAV plus MP3, with stems on request.',
      'I check every mix on studio monitors, headphones, a car and a phone before delivery.',
    ],
    groups: [
      {
        name: 'Music Production & Writing',
        icon: 'music',
        details: [
          d(
            'Music Producers',
            [40, 500],
            'production',
            [
              'produce {a} {adj:radio-ready,professional,polished,original} track for your song|{Adj} Music Production',
              'produce your pop, rock or hip hop song from demo to master|Demo to Master',
            ],
            [
              'a fully produced track',
              'live or programmed instruments',
              'a mix and master',
              'stems on request',
            ],
          ),
          d(
            'Songwriters',
            [30, 400],
            'song',
            [
              'write {a} {adj:catchy,original,heartfelt,emotional} song with lyrics and melody|{Adj} Songwriting',
              'write lyrics for your song in any genre|Song Lyrics',
            ],
            ['original lyrics', 'a vocal melody demo', 'a chord chart', 'full rights to the song'],
            'document',
          ),
          d(
            'Beat Making',
            [10, 200],
            'beat',
            [
              'make {a} {adj:hard-hitting,dark,melodic,catchy} hip hop or trap beat|{Adj} Trap Beats',
              'produce a custom beat with exclusive rights|Exclusive Custom Beat',
            ],
            ['an exclusive beat', 'tracked-out stems', 'WAV and MP3 files', 'exclusive licence'],
            'wave',
          ),
          d(
            'Custom Songs',
            [25, 300],
            'custom song',
            [
              'write and sing a custom song for your loved one|Personal Custom Song',
              'create {a} {adj:heartfelt,personal,romantic,fun} birthday or wedding song|{Adj} Wedding Song',
            ],
            [
              'a personalised song',
              'professional vocals',
              'a lyric sheet',
              'an MP3 ready to share',
            ],
            'heart',
          ),
          d(
            'Jingles & Intros',
            [20, 250],
            'jingle',
            [
              'compose {a} {adj:catchy,upbeat,memorable,original} jingle for your {client:podcast,brand,YouTube channel,radio ad,app}|{Adj} Jingle',
              'create a sonic logo for your brand|Sonic Logo',
            ],
            [
              'a 5–30 second jingle',
              'vocal and instrumental versions',
              'a sonic logo sting',
              'commercial rights',
            ],
            'megaphone',
          ),
        ],
      },
      {
        name: 'Audio Engineering & Post-Production',
        icon: 'wave',
        details: [
          d(
            'Mixing & Mastering',
            [15, 300],
            'mix',
            [
              'mix and master your song to {a} {adj:radio-ready,polished,warm,punchy} sound|{Adj} Mix & Master',
              'master your album for Spotify and Apple Music|Streaming-Ready Mastering',
            ],
            [
              'a professional mix',
              'a master for streaming loudness',
              'an instrumental version',
              'two rounds of revisions',
            ],
            'headphones',
          ),
          d(
            'Audio Editing',
            [5, 120],
            'audio edit',
            [
              'clean up and edit your audio professionally|Audio Clean-Up',
              'remove noise, echo and hum from your recordings|Noise & Echo Removal',
            ],
            [
              'noise, echo and hum removal',
              'level balancing',
              'edited WAV and MP3',
              'a before-and-after sample',
            ],
          ),
          d(
            'Vocal Tuning',
            [10, 150],
            'vocal tuning',
            [
              'tune and edit your vocals to {a} {adj:natural,polished,radio-ready,studio-quality} finish|{Adj} Vocal Tuning',
              'do natural pitch correction on your vocals|Natural Pitch Correction',
            ],
            [
              'pitch and timing correction',
              'breath and noise clean-up',
              'comped takes',
              'tuned vocal stems',
            ],
            'mic',
          ),
          d(
            'Podcast Editing',
            [15, 250],
            'podcast edit',
            [
              'edit your podcast episodes with {a} {adj:warm,professional,polished,crisp} sound|{Adj} Podcast Editing',
              'produce your podcast from raw audio to published episode|Podcast Production',
            ],
            [
              'edited and mastered episodes',
              'intro and outro added',
              'show notes',
              'an audiogram for social',
            ],
            'mic',
          ),
        ],
      },
      {
        name: 'Voice Over & Narration',
        icon: 'mic',
        details: [
          d(
            'Voice Over',
            [5, 250],
            'voice over',
            [
              'record {a} {adj:warm,professional,natural,friendly,deep} American English voice over|{Adj} Voice Over',
              'record a warm British voice over for your {client:commercial,explainer video,audiobook,brand,app}|British Voice Over',
              'be the voice of your explainer video or ad|Explainer & Ad Voice',
            ],
            [
              'a studio-quality recording',
              'broadcast-ready WAV and MP3',
              'free retakes for delivery issues',
              'commercial usage rights',
            ],
          ),
          d(
            'Audiobook Narration',
            [60, 500],
            'narration',
            [
              'narrate your audiobook for ACX and Audible|Audiobook Narration',
              'record {a} {adj} narration for your non-fiction book|{Adj} Book Narration',
            ],
            [
              'ACX-compliant narration',
              'chapter files',
              'edited and mastered audio',
              'a retail sample',
            ],
            'book',
          ),
          d(
            'Character Voices',
            [15, 200],
            'voice work',
            [
              'voice characters for your game or animation|Game & Animation Voices',
              'record {adj:fun,expressive,unique,versatile} character voices for your {client:game,animation,audiobook,app}|{Adj} Character Voices',
            ],
            [
              'several takes per line',
              'a range of character voices',
              'clean separated files',
              'game-ready naming',
            ],
            'gamepad',
          ),
          d(
            'IVR & Phone Messages',
            [5, 100],
            'phone greeting',
            [
              'record {a} {adj} phone greeting and IVR menu|{Adj} IVR Greeting',
              'record on-hold messages for your business|On-Hold Messages',
            ],
            [
              'IVR and voicemail prompts',
              'on-hold message script help',
              'phone-system ready formats',
              'music bed on request',
            ],
            'chat',
          ),
        ],
      },
      {
        name: 'Lessons & Transcriptions',
        icon: 'headphones',
        details: [
          d(
            'Online Music Lessons',
            [15, 120],
            'lesson',
            [
              'teach you guitar, piano or singing online|Online Music Lessons',
              'give {a} {adj:practical,beginner-friendly,hands-on} music production lesson in Ableton|{Adj} Ableton Lessons',
            ],
            [
              'a 60-minute live lesson',
              'a practice plan',
              'lesson notes and exercises',
              'a recording of the session',
            ],
            'music',
          ),
          d(
            'Music Transcription',
            [20, 200],
            'transcription',
            [
              'transcribe any song to sheet music or tabs|Sheet Music & Tabs',
              'write {a} {adj:clean,accurate,professional} lead sheet for your song|{Adj} Lead Sheets',
            ],
            [
              'accurate notation',
              'guitar tabs or full score',
              'PDF and MuseScore files',
              'MIDI file on request',
            ],
            'document',
          ),
          d(
            'Session Musicians',
            [30, 300],
            'session part',
            [
              'record {a} {adj:warm,rock,acoustic,funky} guitar track for your song|{Adj} Session Guitar',
              'play live drums, bass or keys on your track|Live Session Musician',
            ],
            [
              'a recorded part for your song',
              'several takes to choose from',
              'dry and processed files',
              'stems ready to mix',
            ],
            'music',
          ),
        ],
      },
    ],
  },
  {
    name: 'Programming & Tech',
    delivery: [3, 30],
    style: {
      hue: 168,
      shift: 30,
      chips: ['Clean code', 'Mobile-friendly', 'Free support', 'Fast loading', 'Source included'],
    },
    roles: ['full-stack developer', 'web developer', 'software engineer', 'mobile developer'],
    adjectives: [
      'fast',
      'responsive',
      'secure',
      'custom',
      'modern',
      'scalable',
      'clean',
      'SEO-ready',
    ],
    clients: [
      'business',
      'startup',
      'online store',
      'blog',
      'agency',
      'SaaS product',
      'portfolio',
      'restaurant',
      'nonprofit',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'Python',
      'WordPress',
      'Shopify',
      'PostgreSQL',
      'Flutter',
    ],
    certifications: [
      'AWS Certified Developer – Associate',
      'Google Associate Cloud Engineer',
      'Meta Front-End Developer Professional Certificate',
      'Microsoft Certified: Azure Developer Associate',
      'Shopify Partner Academy: Theme Development',
    ],
    process: [
      'We start with a short call to agree on scope, so the price you see is the price you pay.',
      'I work in small milestones and share a staging link you can click through at every step.',
      'Code is versioned in Git, documented and handed over with full access.',
      'Before delivery I test on desktop, tablet and phone, and check speed and accessibility.',
      'After launch you get free support for bugs in my work.',
    ],
    groups: [
      {
        name: 'Website Development',
        icon: 'code',
        details: [
          d(
            'WordPress',
            [25, 450],
            'WordPress site',
            [
              'build {a} {adj} WordPress website for your {client}|{Adj} WordPress Website',
              'fix WordPress errors and speed up your site|WordPress Fixes',
              'create a WordPress blog with Elementor|Elementor Blog Set-Up',
            ],
            [
              'a responsive WordPress theme set-up',
              'essential plugins configured',
              'basic on-page SEO',
              'a walkthrough video of the dashboard',
            ],
            'layout',
          ),
          d(
            'Shopify',
            [30, 450],
            'Shopify store',
            [
              'build {a} {adj} Shopify store for your brand|{Adj} Shopify Store',
              'customise your Shopify theme and sections|Shopify Theme Tweaks',
            ],
            [
              'a configured Shopify theme',
              'product and collection set-up',
              'payment and shipping settings',
              'apps for reviews and email capture',
            ],
            'cart',
          ),
          d(
            'Custom Websites',
            [80, 500],
            'website',
            [
              'develop {a} {adj} website with React and Next.js|{Adj} Next.js Website',
              'build a custom website from your Figma design|Figma to Website',
            ],
            [
              'a hand-coded responsive website',
              'CMS integration on request',
              'deployment to your hosting',
              'source code on GitHub',
            ],
            'devices',
          ),
          d(
            'Website Maintenance',
            [10, 200],
            'maintenance',
            [
              'maintain and update your website every month|Monthly Website Care',
              'keep your WordPress site secure and backed up|Security & Backups',
            ],
            [
              'core and plugin updates',
              'daily backups',
              'uptime and security monitoring',
              'a monthly report',
            ],
            'shield',
          ),
          d(
            'Speed Optimization',
            [20, 250],
            'speed work',
            [
              'speed up your website to a 90+ PageSpeed score|90+ PageSpeed Score',
              'optimise Core Web Vitals for a faster, better-ranking site|Core Web Vitals Boost',
            ],
            [
              'a speed audit',
              'image and script optimisation',
              'caching and CDN set-up',
              'before-and-after reports',
            ],
            'chart',
          ),
        ],
      },
      {
        name: 'Software Development',
        icon: 'gear',
        details: [
          d(
            'Web Applications',
            [100, 500],
            'web app',
            [
              'develop {a} {adj} full-stack web app with React and Node.js|{Adj} Full-Stack Web App',
              'build your SaaS MVP from idea to launch|SaaS MVP Development',
            ],
            [
              'a working web application',
              'authentication and database',
              'deployment and CI set-up',
              'documented source code',
            ],
            'code',
          ),
          d(
            'APIs & Integrations',
            [40, 450],
            'integration',
            [
              'build {a} {adj} REST API for your {client:app,startup,SaaS product,online store}|{Adj} REST API',
              'integrate Stripe, PayPal or any third-party API|Payment & API Integration',
            ],
            [
              'a documented API (OpenAPI)',
              'integration with your services',
              'automated tests',
              'error handling and logging',
            ],
            'database',
          ),
          d(
            'Scripting & Automation',
            [20, 300],
            'automation',
            [
              'automate your repetitive tasks with Python scripts|Python Automation',
              'build {a} {adj:custom,time-saving,reliable} Zapier or Make automation|{Adj} Zapier Automation',
            ],
            [
              'a working script or workflow',
              'scheduling and error alerts',
              'a short usage guide',
              'source code',
            ],
            'gear',
          ),
          d(
            'Bug Fixes',
            [10, 150],
            'bug fix',
            [
              'fix bugs in your JavaScript, PHP or Python code|Fast Bug Fixes',
              'debug and fix your React or Node.js app|React & Node Debugging',
            ],
            [
              'root-cause analysis',
              'a tested fix',
              'an explanation of what went wrong',
              'suggestions to prevent it',
            ],
            'shield',
          ),
          d(
            'Desktop Applications',
            [80, 500],
            'desktop app',
            [
              'develop {a} {adj} desktop app with Electron|{Adj} Electron App',
              'build a Windows or Mac app for your workflow|Windows & Mac Apps',
            ],
            [
              'a packaged desktop application',
              'installer for Windows and macOS',
              'auto-update set-up',
              'source code',
            ],
            'devices',
          ),
        ],
      },
      {
        name: 'Mobile Apps',
        icon: 'devices',
        details: [
          d(
            'iOS Development',
            [100, 500],
            'iOS app',
            [
              'develop {a} {adj} iOS app in Swift|{Adj} iOS App',
              'publish your app to the App Store|App Store Launch',
            ],
            [
              'a native iOS app in SwiftUI',
              'App Store submission help',
              'push notifications',
              'source code',
            ],
          ),
          d(
            'Android Development',
            [100, 500],
            'Android app',
            [
              'develop {a} {adj} Android app in Kotlin|{Adj} Android App',
              'fix and update your existing Android app|Android App Updates',
            ],
            [
              'a native Android app',
              'Play Store submission help',
              'analytics integration',
              'source code',
            ],
          ),
          d(
            'Cross-platform Apps',
            [100, 500],
            'mobile app',
            [
              'build {a} {adj} Flutter app for iOS and Android|{Adj} Flutter App',
              'develop a React Native app for your {client:startup,business,restaurant,SaaS product}|React Native App',
            ],
            [
              'one codebase for iOS and Android',
              'backend integration',
              'store submission help',
              'source code',
            ],
          ),
        ],
      },
      {
        name: 'AI Services',
        icon: 'bot',
        details: [
          d(
            'AI Chatbots',
            [40, 450],
            'chatbot',
            [
              'build {a} {adj:custom,smart,secure,multilingual} AI chatbot trained on your documents|{Adj} AI Chatbot',
              'add a GPT customer support bot to your website|AI Support Bot',
            ],
            [
              'a chatbot connected to your content',
              'a website widget',
              'conversation logs',
              'a guide to update its knowledge',
            ],
          ),
          d(
            'AI Integrations',
            [50, 500],
            'AI integration',
            [
              'integrate OpenAI or Claude into your {client:SaaS product,app,website,support desk}|LLM Integration',
              'build {a} {adj:custom,time-saving,reliable} AI workflow for your team|{Adj} AI Workflow',
            ],
            [
              'an AI feature built into your product',
              'prompt design and evaluation',
              'cost and latency tuning',
              'documentation',
            ],
            'sparkle',
          ),
          d(
            'Machine Learning',
            [80, 500],
            'ML model',
            [
              'build {a} {adj:custom,accurate,explainable} machine learning model for your data|{Adj} ML Model',
              'train and deploy a prediction model in Python|Prediction Models',
            ],
            [
              'data cleaning and feature engineering',
              'a trained and evaluated model',
              'a deployment-ready API',
              'a report of results',
            ],
            'chart',
          ),
          d(
            'Prompt Engineering',
            [15, 200],
            'prompt library',
            [
              'write {adj:tested,effective,structured} prompts that get reliable AI results|{Adj} Prompt Engineering',
              'create custom GPTs and prompt libraries for your team|Custom GPTs',
            ],
            [
              'tested prompt templates',
              'evaluation examples',
              'a custom GPT or assistant set-up',
              'a short usage guide',
            ],
            'chat',
          ),
        ],
      },
      {
        name: 'Data',
        icon: 'database',
        details: [
          d(
            'Data Analytics',
            [25, 400],
            'analysis',
            [
              'analyse your data in Excel, Python or SQL|Data Analysis',
              'build {a} {adj:interactive,clear,automated} Power BI or Tableau dashboard|{Adj} BI Dashboard',
            ],
            [
              'cleaned and merged datasets',
              'analysis with clear charts',
              'an interactive dashboard',
              'a summary of insights',
            ],
            'chart',
          ),
          d(
            'Databases',
            [30, 400],
            'database work',
            [
              'design and optimise your PostgreSQL or MySQL database|Database Design & Tuning',
              'migrate your data to {a} {adj:secure,scalable,managed} cloud database|{Adj} Database Migration',
            ],
            [
              'a normalised schema',
              'indexes and query tuning',
              'migration scripts',
              'backup and restore plan',
            ],
          ),
          d(
            'Data Scraping',
            [15, 250],
            'scraper',
            [
              'scrape data from any website into Excel or CSV|Web Scraping to CSV',
              'build {a} {adj:fast,reliable,custom} Python web scraper|{Adj} Python Scraper',
            ],
            [
              'a working scraper',
              'clean data in CSV, Excel or JSON',
              'scheduling on request',
              'source code',
            ],
            'code',
          ),
          d(
            'Data Visualization',
            [20, 300],
            'visualisation',
            [
              'create {adj:clear,beautiful,interactive} charts and data visualisations|{Adj} Data Visualisation',
              'turn your spreadsheets into interactive charts|Interactive Charts',
            ],
            [
              'publication-quality charts',
              'interactive versions on request',
              'source notebooks',
              'high-resolution exports',
            ],
            'chart',
          ),
        ],
      },
    ],
  },
  {
    name: 'Business',
    delivery: [2, 14],
    style: {
      hue: 42,
      shift: -24,
      chips: ['Investor-ready', 'Confidential', 'Expert advice', 'Editable files', 'Quick replies'],
    },
    roles: ['business consultant', 'virtual assistant', 'accountant', 'project manager'],
    adjectives: [
      'professional',
      'detailed',
      'investor-ready',
      'practical',
      'clear',
      'reliable',
      'thorough',
      'actionable',
    ],
    clients: [
      'startup',
      'small business',
      'online store',
      'agency',
      'consultancy',
      'restaurant',
      'nonprofit',
      'SaaS company',
    ],
    skills: ['Microsoft Excel', 'Project Management', 'Financial Modeling', 'Salesforce'],
    certifications: [
      'PMI Project Management Professional (PMP)',
      'Certified ScrumMaster (CSM)',
      'QuickBooks Online Certified ProAdvisor',
      'Xero Advisor Certification',
      'Salesforce Certified Administrator',
      'Microsoft Office Specialist: Excel Expert',
    ],
    process: [
      'Everything you share stays confidential; I am happy to sign an NDA before we start.',
      'I start by understanding your numbers and goals, then agree a clear plan and timeline.',
      'You get editable files, not just PDFs, so you can keep working with them.',
      'I reply within a few hours during business days and keep you updated at each milestone.',
      'Assumptions are written down and sourced, so you can defend every figure.',
    ],
    groups: [
      {
        name: 'Business Management',
        icon: 'briefcase',
        details: [
          d(
            'Virtual Assistant',
            [5, 150],
            'admin support',
            [
              'be your {adj:reliable,organised,dedicated,detail-oriented} virtual assistant|{Adj} Virtual Assistant',
              'manage your inbox, calendar and data entry|Inbox & Calendar Help',
            ],
            [
              'inbox and calendar management',
              'data entry and research',
              'daily or weekly reports',
              'a shared task board',
            ],
            'calendar',
          ),
          d(
            'Project Management',
            [30, 400],
            'project management',
            [
              'manage your project in Asana, Jira or Trello|Project Management',
              'set up {a} {adj:clear,practical,efficient,simple} project workflow for your team|{Adj} Project Workflow',
            ],
            [
              'a project plan and timeline',
              'a configured board',
              'weekly status reports',
              'risk and issue tracking',
            ],
            'calendar',
          ),
          d(
            'Business Plans',
            [50, 500],
            'business plan',
            [
              'write {a} {adj} business plan for your {client}|{Adj} Business Plan',
              'write a bank-ready business plan with financials|Bank-Ready Business Plan',
            ],
            [
              'a full business plan',
              'a 3–5 year financial forecast',
              'market and competitor analysis',
              'an executive summary',
            ],
            'document',
          ),
          d(
            'Market Research',
            [30, 400],
            'market research',
            [
              'do {a} {adj} market research report for your idea|{Adj} Market Research',
              'analyse your competitors and find your edge|Competitor Analysis',
            ],
            [
              'a market sizing estimate',
              'a competitor comparison',
              'customer persona profiles',
              'a research report',
            ],
            'search',
          ),
          d(
            'Business Consulting',
            [50, 500],
            'consultation',
            [
              'be your {adj:experienced,practical,strategic} business consultant for growth|{Adj} Business Consulting',
              'review your business model and find quick wins|Business Model Review',
            ],
            [
              'a 60-minute strategy call',
              'a written action plan',
              'follow-up questions by message',
              'templates for next steps',
            ],
            'bulb',
          ),
        ],
      },
      {
        name: 'Sales & Customer Care',
        icon: 'users',
        details: [
          d(
            'Lead Generation',
            [15, 300],
            'lead list',
            [
              'find {adj:targeted,high-quality,fresh} B2B leads with verified emails|{Adj} B2B Lead Lists',
              'build a targeted LinkedIn lead list for your {client:agency,SaaS company,consultancy,startup}|LinkedIn Lead Lists',
            ],
            [
              'a verified lead list',
              'names, titles and company data',
              'email verification',
              'a CSV ready for your CRM',
            ],
            'target',
          ),
          d(
            'Customer Care',
            [10, 250],
            'customer support',
            [
              'provide {adj:friendly,reliable,professional} customer support by email and chat|{Adj} Customer Support',
              'handle your Shopify customer service and returns|E-Commerce Support',
            ],
            [
              'email and chat support',
              'a shared help-desk set-up',
              'canned replies and macros',
              'a weekly summary',
            ],
            'chat',
          ),
          d(
            'CRM Management',
            [30, 400],
            'CRM set-up',
            [
              'set up and customise HubSpot CRM for your {client:agency,SaaS company,consultancy,small business}|HubSpot CRM Set-Up',
              'clean and organise your Salesforce data|Salesforce Clean-Up',
            ],
            [
              'pipelines and deal stages',
              'contact import and clean-up',
              'automations and reports',
              'a training session',
            ],
            'database',
          ),
          d(
            'Sales Funnels',
            [40, 450],
            'sales funnel',
            [
              'build {a} {adj:high-converting,automated,simple,complete} sales funnel in ClickFunnels|{Adj} Sales Funnel',
              'map your funnel and fix where buyers drop off|Funnel Audit',
            ],
            [
              'a funnel map',
              'landing and thank-you pages',
              'email follow-ups',
              'tracking and reporting',
            ],
            'chart',
          ),
        ],
      },
      {
        name: 'Finance & Accounting',
        icon: 'coins',
        details: [
          d(
            'Bookkeeping',
            [20, 300],
            'bookkeeping',
            [
              'do your monthly bookkeeping in QuickBooks or Xero|Monthly Bookkeeping',
              'clean up and reconcile your books|Books Clean-Up',
            ],
            [
              'categorised transactions',
              'bank reconciliation',
              'monthly profit and loss report',
              'a balance sheet',
            ],
          ),
          d(
            'Financial Modeling',
            [50, 500],
            'financial model',
            [
              'build {a} {adj} financial model for your {client}|{Adj} Financial Model',
              'create a startup financial model for investors|Startup Financial Model',
            ],
            [
              'a 3–5 year financial model in Excel',
              'scenario analysis',
              'key metrics dashboard',
              'a walkthrough call',
            ],
            'chart',
          ),
          d(
            'Tax Consulting',
            [30, 400],
            'tax advice',
            [
              'prepare your US tax return and filings|US Tax Filing',
              'give {adj:practical,clear,expert} tax advice for freelancers and small businesses|{Adj} Tax Advice',
            ],
            [
              'a review of your situation',
              'tax forms prepared',
              'deduction checklist',
              'follow-up questions answered',
            ],
            'calculator',
          ),
          d(
            'Financial Consulting',
            [40, 450],
            'financial review',
            [
              'review your business finances and cash flow|Cash-Flow Review',
              'create {a} {adj} budget and forecast|{Adj} Budget & Forecast',
            ],
            ['cash-flow analysis', 'a 12-month budget', 'cost-saving ideas', 'a written summary'],
          ),
        ],
      },
      {
        name: 'Legal',
        icon: 'scale',
        details: [
          d(
            'Legal Consulting',
            [40, 450],
            'legal advice',
            [
              'give {a} {adj} legal review of your business documents|{Adj} Legal Review',
              'advise on company formation and compliance|Company Formation Advice',
            ],
            [
              'a legal review memo',
              'a consultation call',
              'plain-English explanations',
              'next-step recommendations',
            ],
          ),
          d(
            'Contract Drafting',
            [30, 400],
            'contract',
            [
              'draft {a} {adj:clear,watertight,professional,fair} contract or agreement for your {client}|{Adj} Contract Drafting',
              'review your contract and flag the risks|Contract Review',
            ],
            [
              'a drafted or reviewed contract',
              'comments on key risks',
              'negotiation points',
              'an editable Word file',
            ],
            'document',
          ),
          d(
            'Terms & Privacy Policies',
            [20, 250],
            'privacy policy',
            [
              'write GDPR compliant terms and privacy policy|GDPR Privacy Policy',
              'draft {adj:clear,compliant,plain-English} website terms and conditions|{Adj} Terms & Conditions',
            ],
            [
              'terms and conditions',
              'a privacy policy',
              'a cookie policy',
              'plain-language summaries',
            ],
            'shield',
          ),
        ],
      },
      {
        name: 'Pitch & Presentations',
        icon: 'bulb',
        details: [
          'Presentation Design',
          d(
            'Pitch Decks',
            [50, 500],
            'pitch deck',
            [
              'create {a} {adj} pitch deck for your {client}|{Adj} Pitch Deck',
              'write and design a startup pitch deck that raises|Startup Pitch Deck',
            ],
            [
              'a 10–15 slide investor deck',
              'storyline and copy',
              'charts for traction and financials',
              'editable PowerPoint and Google Slides',
            ],
            'layout',
          ),
          'Business Plans',
        ],
      },
    ],
  },
  {
    name: 'Lifestyle',
    delivery: [1, 5],
    style: {
      hue: 128,
      shift: 36,
      chips: [
        '1-on-1 sessions',
        'Beginner friendly',
        'Flexible hours',
        'Certified coach',
        'Personal plan',
      ],
    },
    roles: ['coach', 'tutor', 'personal trainer', 'mentor'],
    adjectives: [
      'personalised',
      'online',
      'beginner-friendly',
      'one-to-one',
      'practical',
      'relaxed',
      'fun',
      'structured',
    ],
    clients: ['routine', 'schedule', 'family', 'lifestyle', 'team'],
    skills: ['Personal Training', 'Nutrition', 'Yoga Instruction', 'Public Speaking'],
    certifications: [
      'ACE Certified Personal Trainer',
      'Yoga Alliance RYT 200',
      'Precision Nutrition Level 1',
      'ICF Associate Certified Coach (ACC)',
      'CELTA (Cambridge English Teaching)',
    ],
    process: [
      'We begin with a short call about where you are now and where you want to be.',
      'Your plan is built around your schedule, so it fits real life and not the other way round.',
      'Sessions run on Zoom or Google Meet at a time that suits your time zone.',
      'Between sessions you can message me with questions, and I check in every week.',
      'We review progress together every few weeks and adjust the plan.',
    ],
    groups: [
      {
        name: 'Wellness & Fitness',
        icon: 'dumbbell',
        details: [
          d(
            'Fitness Lessons',
            [10, 200],
            'training plan',
            [
              'create {a} {adj} workout plan for your {client:goals,schedule,home gym,lifestyle}|{Adj} Workout Plan',
              'be your online personal trainer for 4 weeks|Online Personal Training',
            ],
            [
              'a 4-week training plan',
              'exercise demo videos',
              'weekly check-ins',
              'progress tracking sheet',
            ],
          ),
          d(
            'Nutrition Coaching',
            [15, 200],
            'meal plan',
            [
              'create {a} {adj} meal plan for your {client:goals,family,schedule,budget}|{Adj} Meal Plan',
              'coach you to healthier eating habits|Healthy Habit Coaching',
            ],
            [
              'a personalised meal plan',
              'a shopping list',
              'recipes for the week',
              'weekly check-ins',
            ],
            'leaf',
          ),
          d(
            'Yoga & Meditation',
            [10, 150],
            'session',
            [
              'teach you {adj:gentle,relaxing,energising,beginner-friendly} yoga online|{Adj} Yoga Classes',
              'guide you through meditation for stress relief|Guided Meditation',
            ],
            [
              'a live 60-minute session',
              'a recorded practice to keep',
              'breathing exercises',
              'a home routine',
            ],
            'leaf',
          ),
          d(
            'Wellness Coaching',
            [20, 200],
            'coaching',
            [
              'be your {adj:supportive,practical,holistic} wellness coach for better sleep and energy|{Adj} Wellness Coaching',
              'help you build a sustainable self-care routine|Self-Care Routine',
            ],
            [
              'an intake session',
              'a personalised wellness plan',
              'weekly accountability',
              'resources and worksheets',
            ],
            'heart',
          ),
        ],
      },
      {
        name: 'Gaming',
        icon: 'gamepad',
        details: [
          d(
            'Game Coaching',
            [10, 120],
            'coaching session',
            [
              'coach you in Valorant, League of Legends or CS2|Competitive Game Coaching',
              'give {a} {adj:detailed,honest,pro-level} VOD review of your gameplay|{Adj} VOD Review',
            ],
            [
              'a live coaching session',
              'a VOD review with notes',
              'practice drills',
              'a rank-up plan',
            ],
          ),
          d(
            'Game Testing',
            [15, 200],
            'testing',
            [
              'playtest your game and send {a} {adj:detailed,honest,structured} feedback report|{Adj} Playtest Report',
              'test your mobile game for bugs on real devices|Mobile Game QA',
            ],
            [
              'a structured bug report',
              'gameplay recordings',
              'device and OS coverage',
              'UX feedback',
            ],
            'shield',
          ),
          d(
            'Discord Server Setup',
            [10, 150],
            'Discord server',
            [
              'set up {a} {adj:professional,clean,fun,organised} Discord server for your community|{Adj} Discord Server',
              'configure Discord bots, roles and channels|Discord Bots & Roles',
            ],
            [
              'channels and categories',
              'roles and permissions',
              'moderation and welcome bots',
              'a tidy server template',
            ],
            'chat',
          ),
        ],
      },
      {
        name: 'Online Tutoring',
        icon: 'book',
        details: [
          d(
            'Language Lessons',
            [8, 100],
            'lesson',
            [
              'teach you conversational English online|Conversational English',
              'give {adj} Spanish, French or Vietnamese lessons|{Adj} Language Lessons',
            ],
            [
              'live video lessons',
              'personalised lesson plans',
              'homework and feedback',
              'conversation practice',
            ],
            'chat',
          ),
          d(
            'Math Tutoring',
            [10, 120],
            'tutoring',
            [
              'tutor you in algebra, calculus or statistics|Math Tutoring',
              'give {a} {adj} physics or chemistry tutoring session|{Adj} Science Tutoring',
            ],
            ['a live tutoring session', 'worked examples', 'practice problems', 'session notes'],
          ),
          d(
            'Exam Preparation',
            [15, 200],
            'exam prep',
            [
              'prepare you for IELTS, TOEFL or the SAT|IELTS, TOEFL & SAT Prep',
              'create {a} {adj} study plan for your exam|{Adj} Study Plan',
            ],
            [
              'a diagnostic test',
              'a personalised study plan',
              'mock exams with feedback',
              'test-day strategies',
            ],
            'target',
          ),
        ],
      },
      {
        name: 'Life & Leisure',
        icon: 'leaf',
        details: [
          d(
            'Life Coaching',
            [20, 250],
            'coaching',
            [
              'be your {adj:supportive,practical,certified} life coach to reach your goals|{Adj} Life Coaching',
              'help you find clarity and direction in your career and life|Clarity Coaching',
            ],
            [
              'a 60-minute coaching call',
              'a goal-setting workbook',
              'an action plan',
              'follow-up by message',
            ],
            'heart',
          ),
          d(
            'Career Counseling',
            [20, 200],
            'career advice',
            [
              'give {a} {adj} career coaching session|{Adj} Career Coaching',
              'prepare you for job interviews with mock interviews|Mock Interviews',
            ],
            [
              'a career consultation',
              'a mock interview with feedback',
              'a job-search plan',
              'resume and LinkedIn tips',
            ],
            'briefcase',
          ),
          d(
            'Travel Planning',
            [10, 150],
            'itinerary',
            [
              'plan {a} {adj:personalised,relaxed,budget-friendly,detailed} travel itinerary for your trip|{Adj} Travel Itinerary',
              'plan your trip to Vietnam, Japan or Italy like a local|Local-Style Trip Plans',
            ],
            [
              'a day-by-day itinerary',
              'hotel and restaurant picks',
              'transport tips',
              'a map of your trip',
            ],
            'plane',
          ),
          d(
            'Cooking Lessons',
            [10, 120],
            'cooking class',
            [
              'teach you to cook {adj:authentic,healthy,simple,delicious} Vietnamese or Italian dishes|{Adj} Cooking Classes',
              'give a live online cooking class for you and your family|Live Cooking Class',
            ],
            [
              'a live cooking class',
              'recipes and shopping list',
              'technique tips',
              'a recording of the class',
            ],
            'heart',
          ),
          d(
            'Astrology Readings',
            [5, 80],
            'reading',
            [
              'give you {a} {adj:detailed,personalised,in-depth} birth chart reading|{Adj} Birth Chart Reading',
              'do a yearly astrology forecast for you|Yearly Astrology Forecast',
            ],
            [
              'a detailed written reading',
              'a birth chart image',
              'a recorded audio explanation',
              'answers to follow-up questions',
            ],
            'star',
          ),
        ],
      },
    ],
  },
];

/** The `skills` table: every job type's skills, in order, once. */
export const SKILLS: readonly string[] = [...new Set(JOB_TYPES.flatMap((type) => type.skills))];

type NamePool = {
  country: string;
  /** The language people there speak at home; sellers list it with English. */
  language: string;
  cities: readonly string[];
  women: readonly string[];
  men: readonly string[];
  last: readonly string[];
};

/** First and family names by region, so a seller's name reads like one real person's. */
export const NAMES: readonly NamePool[] = [
  {
    country: 'Vietnam',
    language: 'Vietnamese',
    cities: ['Ho Chi Minh City', 'Hanoi', 'Da Nang'],
    women: ['Linh', 'Mai', 'Thao', 'Ngoc', 'Huong'],
    men: ['Duc', 'Khoa', 'Huy', 'Quang', 'Tuan'],
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu'],
  },
  {
    country: 'India',
    language: 'Hindi',
    cities: ['Bengaluru', 'Pune', 'Jaipur'],
    women: ['Priya', 'Ananya', 'Kavya', 'Sneha', 'Aisha'],
    men: ['Arjun', 'Rohan', 'Vikram', 'Rahul', 'Aditya'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair'],
  },
  {
    country: 'Nigeria',
    language: 'Yoruba',
    cities: ['Lagos', 'Abuja', 'Enugu'],
    women: ['Chiamaka', 'Adaeze', 'Funmilayo', 'Ngozi', 'Temitope'],
    men: ['Chinedu', 'Emeka', 'Oluwaseun', 'Tunde', 'Ifeanyi'],
    last: ['Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Okonkwo', 'Nwosu'],
  },
  {
    country: 'Brazil',
    language: 'Portuguese',
    cities: ['São Paulo', 'Curitiba', 'Recife'],
    women: ['Camila', 'Beatriz', 'Larissa', 'Fernanda', 'Juliana'],
    men: ['Lucas', 'Thiago', 'Rafael', 'Gabriel', 'Mateus'],
    last: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Almeida', 'Ferreira'],
  },
  {
    country: 'Germany',
    language: 'German',
    cities: ['Berlin', 'Hamburg', 'Leipzig'],
    women: ['Lena', 'Sophie', 'Hannah', 'Clara', 'Mia'],
    men: ['Jonas', 'Felix', 'Lukas', 'Maximilian', 'Paul'],
    last: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann'],
  },
  {
    country: 'Poland',
    language: 'Polish',
    cities: ['Kraków', 'Warsaw', 'Gdańsk'],
    women: ['Zuzanna', 'Agnieszka', 'Katarzyna', 'Magdalena', 'Natalia'],
    men: ['Jakub', 'Piotr', 'Tomasz', 'Kacper', 'Michał'],
    last: ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamiński', 'Lewandowski'],
  },
  {
    country: 'the Philippines',
    language: 'Filipino',
    cities: ['Manila', 'Cebu City', 'Davao'],
    women: ['Maria', 'Andrea', 'Kristine', 'Bea', 'Camille'],
    men: ['Jose', 'Paolo', 'Miguel', 'Carlo', 'Rafael'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Mendoza', 'Villanueva'],
  },
  {
    country: 'Ukraine',
    language: 'Ukrainian',
    cities: ['Kyiv', 'Lviv', 'Odesa'],
    women: ['Olena', 'Iryna', 'Kateryna', 'Yulia', 'Oksana'],
    men: ['Andriy', 'Dmytro', 'Oleksandr', 'Taras', 'Serhiy'],
    last: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Melnyk', 'Kravets'],
  },
  {
    country: 'Pakistan',
    language: 'Urdu',
    cities: ['Lahore', 'Karachi', 'Islamabad'],
    women: ['Ayesha', 'Fatima', 'Hira', 'Zainab', 'Sana'],
    men: ['Ahmed', 'Bilal', 'Hamza', 'Usman', 'Faisal'],
    last: ['Khan', 'Malik', 'Hussain', 'Qureshi', 'Siddiqui', 'Butt'],
  },
  {
    country: 'Spain',
    language: 'Spanish',
    cities: ['Madrid', 'Valencia', 'Seville'],
    women: ['Lucía', 'Carmen', 'Elena', 'Paula', 'Marta'],
    men: ['Javier', 'Pablo', 'Diego', 'Álvaro', 'Sergio'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero'],
  },
  {
    country: 'the United States',
    language: 'English',
    cities: ['Austin', 'Denver', 'Chicago'],
    women: ['Emily', 'Jessica', 'Olivia', 'Rachel', 'Megan'],
    men: ['Michael', 'Daniel', 'Ryan', 'Tyler', 'Nathan'],
    last: ['Johnson', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Walker'],
  },
  {
    country: 'the United Kingdom',
    language: 'English',
    cities: ['Manchester', 'Bristol', 'Edinburgh'],
    women: ['Charlotte', 'Amelia', 'Eleanor', 'Isla', 'Poppy'],
    men: ['Oliver', 'Harry', 'George', 'Jack', 'Alfie'],
    last: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Clarke'],
  },
  {
    country: 'Japan',
    language: 'Japanese',
    cities: ['Tokyo', 'Osaka', 'Fukuoka'],
    women: ['Yuki', 'Haruka', 'Aoi', 'Sakura', 'Mei'],
    men: ['Haruto', 'Ren', 'Sota', 'Kaito', 'Daiki'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito'],
  },
  {
    country: 'South Korea',
    language: 'Korean',
    cities: ['Seoul', 'Busan', 'Daegu'],
    women: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Ha-eun', 'Soo-ah'],
    men: ['Min-jun', 'Seo-jun', 'Do-hyun', 'Ji-ho', 'Hyun-woo'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'],
  },
  {
    country: 'Egypt',
    language: 'Arabic',
    cities: ['Cairo', 'Alexandria', 'Giza'],
    women: ['Nour', 'Yasmin', 'Salma', 'Mariam', 'Habiba'],
    men: ['Omar', 'Youssef', 'Karim', 'Mostafa', 'Tarek'],
    last: ['Hassan', 'Mahmoud', 'Ibrahim', 'Mostafa', 'Fathy', 'Saleh'],
  },
  {
    country: 'Kenya',
    language: 'Swahili',
    cities: ['Nairobi', 'Mombasa', 'Kisumu'],
    women: ['Wanjiru', 'Achieng', 'Njeri', 'Akinyi', 'Wambui'],
    men: ['Kamau', 'Otieno', 'Mwangi', 'Kiprop', 'Odhiambo'],
    last: ['Kariuki', 'Ochieng', 'Mutua', 'Wekesa', 'Njoroge', 'Kiplagat'],
  },
  {
    country: 'Mexico',
    language: 'Spanish',
    cities: ['Mexico City', 'Guadalajara', 'Monterrey'],
    women: ['Valentina', 'Ximena', 'Daniela', 'Regina', 'Sofía'],
    men: ['Santiago', 'Emiliano', 'Mateo', 'Leonardo', 'Diego'],
    last: ['Hernández', 'González', 'Ramírez', 'Flores', 'Torres', 'Morales'],
  },
  {
    country: 'Indonesia',
    language: 'Indonesian',
    cities: ['Jakarta', 'Bandung', 'Yogyakarta'],
    women: ['Putri', 'Ayu', 'Dewi', 'Sari', 'Nadia'],
    men: ['Budi', 'Rizky', 'Agus', 'Dimas', 'Fajar'],
    last: ['Santoso', 'Wijaya', 'Pratama', 'Hidayat', 'Saputra', 'Kusuma'],
  },
  {
    country: 'Turkey',
    language: 'Turkish',
    cities: ['Istanbul', 'Izmir', 'Ankara'],
    women: ['Elif', 'Zeynep', 'Ayşe', 'Defne', 'Ece'],
    men: ['Emre', 'Burak', 'Mert', 'Can', 'Kerem'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Aydın'],
  },
  {
    country: 'France',
    language: 'French',
    cities: ['Lyon', 'Paris', 'Nantes'],
    women: ['Chloé', 'Manon', 'Léa', 'Inès', 'Camille'],
    men: ['Hugo', 'Louis', 'Théo', 'Nathan', 'Julien'],
    last: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre'],
  },
  {
    country: 'Italy',
    language: 'Italian',
    cities: ['Milan', 'Bologna', 'Turin'],
    women: ['Giulia', 'Francesca', 'Chiara', 'Alessia', 'Martina'],
    men: ['Marco', 'Luca', 'Matteo', 'Andrea', 'Davide'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
  },
  {
    country: 'South Africa',
    language: 'Afrikaans',
    cities: ['Cape Town', 'Johannesburg', 'Durban'],
    women: ['Thandiwe', 'Lerato', 'Naledi', 'Zanele', 'Ayanda'],
    men: ['Sipho', 'Thabo', 'Kagiso', 'Lwazi', 'Mandla'],
    last: ['Dlamini', 'Nkosi', 'Mokoena', 'Ndlovu', 'Khumalo', 'Zulu'],
  },
];
