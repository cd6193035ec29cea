import type { LegalDocument } from '../legal-types';

const glossary: LegalDocument = {
  summary: 'The Google Ads words you will meet in your strategy and in the assistant’s answers, explained in plain language.',
  sections: [
    {
      heading: 'Terms A to Z',
      blocks: [
        {
          terms: [
            {
              term: 'Ad group',
              definition: 'A set of closely related keywords and the ads shown for them inside a campaign. Tight ad groups make relevant ads easier to write.',
            },
            {
              term: 'Ad rank',
              definition: 'Where your ad appears, if at all. Google works it out at each search from your bid, your ad’s quality and the expected impact of extensions.',
            },
            {
              term: 'Bidding strategy',
              definition: 'How Google sets your bids. “Maximize clicks” gets as many clicks as possible within your budget and is a good start for new campaigns; conversion-based strategies need conversion data first.',
            },
            {
              term: 'Campaign budget',
              definition: 'The average you are willing to spend per day. {product} asks for a weekly budget (at least $50 recommended) and divides it by seven.',
            },
            {
              term: 'Click-through rate (CTR)',
              definition: 'Clicks divided by impressions. A 5% CTR means 5 of every 100 people who saw your ad clicked it. Low CTR usually means the ad does not match the search.',
            },
            {
              term: 'Conversion',
              definition: 'A valuable action after a click: a purchase, a form sent, a call. You define conversions in Google Ads so it can measure (and optimise for) results rather than clicks.',
            },
            {
              term: 'Conversion rate',
              definition: 'Conversions divided by clicks. If 100 clicks bring 4 enquiries, the conversion rate is 4%.',
            },
            {
              term: 'Cost per acquisition (CPA)',
              definition: 'What you pay on average for one conversion: cost divided by conversions.',
            },
            {
              term: 'Cost per click (CPC)',
              definition: 'What you pay when someone clicks your ad. You never pay more than your maximum bid, and usually less: just enough to beat the ad ranked below you.',
            },
            {
              term: 'Impression',
              definition: 'One showing of your ad. You do not pay for impressions on Search campaigns, only for clicks.',
            },
            {
              term: 'Impression share',
              definition: 'Of all the times your ad was eligible to show, the share of times it did. Lost share is reported as lost to budget (spend more or narrow targeting) or lost to rank (improve quality or bids).',
            },
            {
              term: 'Keyword',
              definition: 'A word or phrase you choose so your ad can show when people search for it, such as “emergency plumber”.',
            },
            {
              term: 'Landing page',
              definition: 'The page people reach after clicking your ad. It should answer the search directly and make the next step (call, buy, book) obvious.',
            },
            {
              term: 'Match types',
              definition: 'How closely a search must match your keyword. Broad match reaches related searches; phrase match (“plumber near me”) needs the meaning of the phrase; exact match ([plumber near me]) needs the same meaning and intent. {product} uses phrase and exact match for control.',
            },
            {
              term: 'Negative keywords',
              definition: 'Words that stop your ad from showing, such as “free”, “jobs” or “DIY”. They keep your budget away from searches that will never buy.',
            },
            {
              term: 'Performance Max',
              definition: 'A Google campaign type that uses automation to show ads across Search, YouTube, Display, Discover, Gmail and Maps from one set of assets.',
            },
            {
              term: 'Quality Score',
              definition: 'A 1–10 rating of how relevant your keyword, ad and landing page are to each other. A higher score lowers your cost per click and improves your position.',
            },
            {
              term: 'Responsive search ads (RSA)',
              definition: 'The standard Search ad: you write up to 15 headlines (30 characters each) and up to 4 descriptions (90 characters each), and Google tests combinations to find the best performers.',
            },
            {
              term: 'Return on ad spend (ROAS)',
              definition: 'Revenue from ads divided by what the ads cost. $400 of sales from $100 of ads is a ROAS of 4, or 400%.',
            },
            {
              term: 'Search partners',
              definition: 'Websites outside Google that show Google search ads. {product} leaves them off by default so results are easier to read.',
            },
            {
              term: 'Search term',
              definition: 'What someone actually typed before seeing your ad. Reviewing search terms is the fastest way to find new keywords and new negative keywords.',
            },
          ],
        },
      ],
    },
  ],
};

export default glossary;
