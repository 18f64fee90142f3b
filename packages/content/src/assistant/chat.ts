/**
 * Copy of the AI Agent chat widget. The greeting and the failure reply are the spec's own
 * words (docs/product/requirements.md §3 and §8); the rest labels the widget for screen readers.
 */
export const chatCopy = {
  title: "AI Agent",
  toggleText: "Chat",
  /** Constant name of the toggle; aria-expanded says whether the panel is open. */
  toggleLabel: "Chat with the AI Agent",
  closeLabel: "Close the AI Agent chat",
  greeting: "Hello! How can I assist you today?",
  conversationLabel: "Conversation with the AI Agent",
  inputLabel: "Your message",
  inputPlaceholder: "Ask about our products or docs…",
  send: "Send",
  thinking: "The AI Agent is typing…",
  botSpeaker: "AI Agent:",
  userSpeaker: "You:",
  characters: "characters",
  unavailable: "The chat could not be loaded.",
  failure: (email: string) => `Please reach out to ${email} further inquiry.`,
  feedbackLabel: "Was this answer helpful?",
  feedbackUp: "Helpful",
  feedbackDown: "Not helpful",
  feedbackThanks: "Thanks for your feedback.",
  feedbackFailed: "Your feedback could not be sent. Please try again.",
  // Starter questions and talking to a person (docs/decisions/076-assistant-console-for-the-docs-team.md).
  startersLabel: "Suggested questions",
  talkToPerson: "Talk to a person",
  handoverTitle: "Talk to a person",
  handoverIntro:
    "We send this conversation to our team with your name and e-mail; a person answers you by e-mail.",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  note: "Anything to add? (optional)",
  handoverSend: "Send to our team",
  handoverSending: "Sending...",
  handoverBack: "Back to the chat",
  handoverEmpty: "Ask a question first: there is no conversation to send yet.",
  handoverFailed: "Your conversation could not be sent. Please try again.",
} as const;
