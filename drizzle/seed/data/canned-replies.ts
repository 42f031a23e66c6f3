/**
 * The desk's starting canned replies (the owner edits them in the console). Variables in braces
 * are filled in when staff insert a reply: {login} the customer's login, {ticket} the ticket
 * number, {product} the product of the purchase the ticket is about.
 */
export const cannedReplies = [
  {
    title: "Приветствие / Greeting",
    bodyRu: "Здравствуйте, {login}! Это поддержка, сейчас разберёмся с вашим обращением №{ticket}.",
    bodyEn: "Hello, {login}! Support here — let's sort out your ticket #{ticket}.",
  },
  {
    title: "Запуск от администратора / Run as administrator",
    bodyRu:
      "Закройте лоадер {product}, отключите антивирус на время запуска и запустите лоадер от имени администратора. Если ошибка повторится, пришлите, пожалуйста, скриншот.",
    bodyEn:
      "Close the {product} loader, pause your antivirus while it starts and run the loader as administrator. If the error comes back, please send a screenshot.",
  },
  {
    title: "Ключ уже активирован / Key already activated",
    bodyRu:
      "Ключ {product} привязывается к компьютеру при первом запуске — это нормально. Перезапустите лоадер, и он увидит активную подписку.",
    bodyEn:
      "A {product} key binds to your PC on the first start — that is expected. Restart the loader and it will see the active subscription.",
  },
  {
    title: "Проверка оплаты / Checking a payment",
    bodyRu:
      "Проверяем платёж по {product}. Обычно это занимает до 15 минут — ответим в этом обращении, закрывать его не нужно.",
    bodyEn:
      "We are checking the payment for {product}. It usually takes up to 15 minutes — we will answer in this ticket, no need to close it.",
  },
  {
    title: "Что-то ещё? / Anything else?",
    bodyRu: "Рады, что всё заработало! Если появятся вопросы — пишите, мы на связи.",
    bodyEn: "Glad it works now! If anything else comes up, just write — we are here.",
  },
];
