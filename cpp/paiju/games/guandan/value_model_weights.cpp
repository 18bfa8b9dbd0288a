// The value model's trained weights (value_model.bin, made by benchmarks/value_model/train.py;
// docs/bots.md gives the command and seed), embedded as read-only data.
#ifndef PAIJU_SOURCE_DIR
#error "PAIJU_SOURCE_DIR must name the cpp/ folder (CMakeLists.txt sets it)"
#endif

asm(".section .rodata\n"
    ".balign 16\n"
    ".global paiju_guandan_value_model_begin\n"
    "paiju_guandan_value_model_begin:\n"
    ".incbin \"" PAIJU_SOURCE_DIR "/paiju/games/guandan/value_model.bin\"\n"
    ".global paiju_guandan_value_model_end\n"
    "paiju_guandan_value_model_end:\n"
    ".previous\n");
