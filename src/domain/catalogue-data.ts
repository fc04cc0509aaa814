/**
 * The section catalogue of the product specification: 20 groups, 124 sections, in order,
 * with the exact titles, and the 17 prerequisite entries (21 edges). Data only; the typed,
 * indexed view lives in `catalogue.ts`.
 */
export const GROUPS = [
  {
    title: 'Customer Profile',
    sections: [
      'Target Audience',
      'Psychographic Segmentation',
      'Latent Pain Points',
      'Dream State',
      "Steven Reiss's 16 Human Desires",
      "Freud's Psychoanalytic Theory",
      "Carl Rogers' Humanistic Theory",
      'Summary of Target Audience',
      'Summary of Psychological Insights',
      'Persona 1',
      'Persona 2',
      'Persona 3',
      'Buyer Personas',
    ],
  },
  {
    title: 'Business Plan',
    sections: [
      'Mission Statement',
      'Vision Statement',
      'Value Proposition',
      'Value Proposition (Short)',
      'Business Description',
      'What is Success for This Business',
      'Explanation of Business Model',
      'Metrics that Matter (KPIs)',
      'Core Problems This Business Solves',
      'Business Goals',
    ],
  },
  {
    title: 'Market Research',
    sections: [
      'Needs Analysis',
      'Market Size Analysis',
      'Market Trend Analysis',
      'Competitive Analysis',
      'Market Research Summary',
      'Customer Journey',
      'Brand Position',
    ],
  },
  {
    title: 'Brand Identity',
    sections: [
      'Brand Name',
      'Tag Line',
      'Unique Selling Proposition',
      'Logo Description',
      'Colors',
      'Imagery',
      'Voice and Tone',
      'Brand Guidelines',
    ],
  },
  {
    title: 'Marketing',
    sections: [
      'Marketing Message',
      'Features',
      'Benefits',
      'Story Telling',
      'Clear Call to Action',
      'Irresistible Offer',
    ],
  },
  {
    title: 'Gary Vee Framework',
    sections: [
      'Pillar Content Strategy',
      'Content Distribution Model',
      'Personal Brand Development',
      'Social Media Domination Plan',
      'Community Building Strategy',
      'Attention Arbitrage Opportunities',
    ],
  },
  {
    title: 'Alex Hormozi Framework',
    sections: [
      'High Ticket Offer Creation',
      'Value Proposition Maximizer',
      'Grand Slam Offer',
      'Pricing Strategy',
      'Guarantee Structure',
      'Acquisition Strategy',
      'Scale Blueprint',
    ],
  },
  {
    title: 'E-Myth Framework',
    sections: [
      'Technician Analysis',
      'Manager Systems',
      'Entrepreneur Vision',
      'Business Systems Development',
      'Organizational Chart',
      'Operations Manual Outline',
      'Position Contracts',
    ],
  },
  {
    title: 'Pumpkin Plan Strategy',
    sections: [
      'Core Competencies Assessment',
      'Client Assessment Matrix',
      'Top Client Analysis',
      'Innovation Opportunities',
      'Resource Allocation Plan',
      'Growth Acceleration Strategy',
      'Market Domination Path',
    ],
  },
  {
    title: 'Strategic Coach',
    sections: [
      'Unique Process',
      'Strategic Coach Framework',
      'Capability Amplifier',
      'Game Changer Index',
      'Impact Filter',
    ],
  },
  {
    title: 'Seth Godin Framework',
    sections: [
      'Purple Cow Analysis',
      'Permission Marketing Strategy',
      'Tribe Building Plan',
      'Ideavirus Strategy',
      'Minimum Viable Audience',
    ],
  },
  {
    title: 'They Ask You Answer',
    sections: [
      'Top Customer Questions',
      'Cost and Pricing Questions',
      'Problems and Issues Questions',
      'Comparison Questions',
      'Best of Lists Questions',
      'Content Calendar',
    ],
  },
  {
    title: 'Brain Audit Framework',
    sections: [
      'Problem Analysis',
      'Solution Framework',
      'Target Profile',
      'Objection Solver',
      'Testimonials Strategy',
      'Risk Reversal Plan',
    ],
  },
  {
    title: '10x Framework',
    sections: [
      '10x Vision',
      '10x Strategy',
      '10x Execution Plan',
      '10x Measurement',
      '10x Innovation Areas',
    ],
  },
  {
    title: 'Practical Implementation',
    sections: [
      'StoryBrand Landing Page',
      'Email Nurture Sequence',
      'Email Sales Sequence',
      'Social Media Calendar (3 Months)',
      'Content Calendar (3 Months)',
    ],
  },
  {
    title: 'Sales Strategy',
    sections: ['Sales Channels', 'Go to Market Strategy'],
  },
  {
    title: 'PR Plan',
    sections: ['PR Strategy', 'Strategic Partner Strategy', 'PR Boiler Plate'],
  },
  {
    title: 'Growth Plan',
    sections: [
      'Fastest Way to First 100 Customers',
      'Bullseye Framework',
      'Lean Analytics Stages',
      'AARRR (Pirate Metrics) Framework',
    ],
  },
  {
    title: 'Raising Capital',
    sections: [
      'Why a VC Would Decline to Invest',
      'Business Model Risks',
      'Why a VC Would Want to Invest',
      'Investor Presentation Slides to Raise $5M USD',
    ],
  },
  {
    title: 'Just for Fun',
    sections: [
      'Advice from Steve Jobs',
      'Advice from Elon Musk',
      'Advice from Jeff Bezos',
      'Advice from Peter Thiel',
      'Advice from Mark Zuckerberg',
      'Advice from Paul Graham',
      'Advice from Reid Hoffman',
      'Advice from Neil Patel',
    ],
  },
] as const;

/** Section title -> the sections it builds on, each with the phrase that says why. */
export const PREREQUISITES: Record<string, readonly { title: string; context: string }[]> = {
  'Pillar Content Strategy': [
    { title: 'Content Calendar (3 Months)', context: 'planned content themes and schedule' },
  ],
  'Content Distribution Model': [
    { title: 'Social Media Calendar (3 Months)', context: 'channels and posting schedule' },
  ],
  'High Ticket Offer Creation': [
    { title: 'Value Proposition', context: 'core value delivered to customers' },
  ],
  'Grand Slam Offer': [{ title: 'Irresistible Offer', context: 'offer structure to build on' }],
  'Business Systems Development': [
    { title: 'Operations Manual Outline', context: 'documented operating procedures' },
  ],
  'Organizational Chart': [
    { title: 'Position Contracts', context: 'roles and responsibilities defined' },
  ],
  'Core Competencies Assessment': [
    { title: 'Unique Selling Proposition', context: 'what sets the business apart' },
  ],
  'Top Client Analysis': [{ title: 'Target Audience', context: 'who the ideal clients are' }],
  'StoryBrand Landing Page': [
    { title: 'Brand Guidelines', context: 'brand voice and visual rules' },
    { title: 'Value Proposition', context: 'core message for the page' },
  ],
  'Email Nurture Sequence': [
    { title: 'Customer Journey', context: 'stages the emails follow' },
    { title: 'Value Proposition', context: 'value to reinforce in each email' },
  ],
  'Email Sales Sequence': [
    { title: 'Irresistible Offer', context: 'the offer being sold' },
    { title: 'Clear Call to Action', context: 'the action each email asks for' },
  ],
  'Social Media Calendar (3 Months)': [
    { title: 'Content Calendar', context: 'questions-led content topics' },
    { title: 'Brand Guidelines', context: 'brand voice for posts' },
  ],
  'Purple Cow Analysis': [
    { title: 'Unique Selling Proposition', context: 'what makes the business remarkable' },
  ],
  '10x Vision': [{ title: 'Vision Statement', context: 'long-term direction to multiply' }],
  'Strategic Coach Framework': [{ title: 'Business Goals', context: 'goals the framework serves' }],
  'Top Customer Questions': [
    { title: 'Latent Pain Points', context: 'hidden problems customers ask about' },
  ],
  'Problem Analysis': [
    { title: 'Core Problems This Business Solves', context: 'problems to analyse in depth' },
  ],
};
